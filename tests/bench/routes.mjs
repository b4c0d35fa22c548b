// Every participant route of the app, for the first-load JavaScript table: the pages under
// app/(shell) (signed in) and app/(entry) (signed out), and the pass page /checkin; dynamic
// segments are filled with a row of the bench database. Staff pages (app/app-checkin) and the
// test-only failure pages and the bench's page floors are not participant routes.
import fs from "node:fs";
import path from "node:path";

/** A page file's URL: route groups "(x)" dropped, "[param]" kept. */
export function routeOf(groupDir, file) {
  const rel = path.relative(groupDir, path.dirname(file)).split(path.sep).filter(Boolean);
  return `/${rel.filter((s) => !/^\(.*\)$/.test(s)).join("/")}`;
}

function pages(dir) {
  const out = [];
  const visit = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) visit(p);
      else if (e.name === "page.tsx") out.push(p);
    }
  };
  visit(dir);
  return out;
}

const RECEIPT_ORDER = "benchreceipt00000001";
const PAYMENT_ORDER = "benchpayment00000001";

/** SQL giving the value of each dynamic segment, as the seeded participant (Maria) sees it. */
const PARAMS = {
  postId: 'SELECT "id" FROM "Post" WHERE "hiddenAt" IS NULL ORDER BY "createdAt" DESC, "id" LIMIT 1',
  userId: 'SELECT "id" FROM "User" WHERE "phone" = \'+5581999990002\'',
  newsId: 'SELECT "id" FROM "NewsItem" ORDER BY "publishedAt" DESC, "id" LIMIT 1',
  topicId: 'SELECT "id" FROM "HelpTopic" ORDER BY "id" LIMIT 1',
  orderId: `SELECT "id" FROM "Order" WHERE "id" = '${RECEIPT_ORDER}'`,
};

/**
 * The receipt page takes cuid-like order ids only (lib/validations/payments.ts) and the seeded
 * order's id is "seed-order-maria": a copy of Maria's paid order and its payment under ids the
 * route accepts.
 */
async function receiptOrder(db) {
  const order = await db.get(
    'SELECT o.* FROM "Order" o JOIN "User" u ON u."id" = o."userId" WHERE u."phone" = \'+5581999990001\' AND o."status" = \'PAID\' ORDER BY o."createdAt" LIMIT 1',
  );
  const payment = order && (await db.get('SELECT * FROM "Payment" WHERE "orderId" = ?', [order.id]));
  if (!payment) return;
  const copy = async (table, row, changes) => {
    const columns = Object.keys(row);
    await db.insertMany(table, columns, [columns.map((c) => (c in changes ? changes[c] : row[c]))]);
  };
  await copy("Order", order, { id: RECEIPT_ORDER });
  await copy("Payment", payment, { id: `${RECEIPT_ORDER}p`, orderId: RECEIPT_ORDER });
}

/**
 * The payment page (step 5) shows a PENDING order of the caller's, made less than a day ago (it
 * redirects otherwise: paid → /success, none → /register/plan): a PENDING copy of Maria's order,
 * made now, without its payment.
 */
async function paymentOrder(db) {
  const order = await db.get(
    'SELECT o.* FROM "Order" o JOIN "User" u ON u."id" = o."userId" WHERE u."phone" = \'+5581999990001\' AND o."status" = \'PAID\' ORDER BY o."createdAt" LIMIT 1',
  );
  if (!order) return null;
  const now = new Date().toISOString().replace("Z", "+00:00");
  const changes = {
    id: PAYMENT_ORDER,
    status: "PENDING",
    method: null,
    paidAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const columns = Object.keys(order);
  await db.run(`DELETE FROM "Order" WHERE "id" = ?`, [PAYMENT_ORDER]);
  await db.insertMany("Order", columns, [columns.map((c) => (c in changes ? changes[c] : order[c]))]);
  return `/payment?order=${PAYMENT_ORDER}`;
}

/** [{ route, path, as: "participant" | "signed out" }], sorted by route. */
export async function participantRoutes(root, db) {
  const found = [];
  for (const [group, as] of [
    ["(shell)", "participant"],
    ["(entry)", "signed out"],
  ]) {
    const dir = path.join(root, "app", group);
    for (const file of pages(dir)) {
      const route = routeOf(dir, file);
      if (route.includes("test-failure") || route.startsWith("/bench-")) continue;
      found.push({ route, as });
    }
  }
  found.push({ route: "/checkin", as: "participant" });
  await receiptOrder(db);
  const paymentPath = await paymentOrder(db);
  const out = [];
  for (const r of found.sort((a, b) => a.route.localeCompare(b.route))) {
    if (r.route === "/payment" && paymentPath) {
      out.push({ route: r.route, path: paymentPath, as: "participant" });
      continue;
    }
    let p = r.route;
    for (const [, name] of r.route.matchAll(/\[(\w+)\]/g)) {
      const sql = PARAMS[name];
      const row = sql ? await db.get(sql).catch(() => null) : null;
      p = row ? p.replace(`[${name}]`, encodeURIComponent(row.id)) : null;
      if (!p) break;
    }
    out.push({ ...r, path: p ?? r.route });
  }
  return out;
}
