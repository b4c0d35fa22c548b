import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request, Route } from "@playwright/test";
import sharp from "sharp";
import { BASE_URL, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test, type E2eDb } from "./support/fixtures";

// Issue 19 §3–5: directions and Google Agenda links, sharing (the system sheet, else the link
// copied), link previews (Open Graph tags with absolute URLs, 1200×630 PNG pictures, public),
// and photos resized in the browser before upload, with per-photo progress and cancel.

test.use({ storageState: PARTICIPANT_STORAGE_STATE });

const ROOT = path.resolve(__dirname, "../..");
const PHOTOS = path.join(ROOT, "tests/.tmp/e2e-photos");
/** A 12 MP phone photo taken in portrait: stored 4000×3000 with EXIF orientation 6 (turn 90°). */
const BIG_PHOTO = path.join(PHOTOS, "big-portrait.jpg");
const SMALL_PHOTO = path.join(PHOTOS, "small-share.jpg");

test.beforeAll(async () => {
  mkdirSync(PHOTOS, { recursive: true });
  writeFileSync(
    BIG_PHOTO,
    await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: "#7c3aed",
        noise: { type: "gaussian", mean: 120, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  writeFileSync(
    SMALL_PHOTO,
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#f59e0b" } })
      .jpeg()
      .toBuffer(),
  );
});

/** navigator.share replaced: "missing" (undefined) or a stub that records calls and answers as told. */
async function stubShare(page: Page, mode: "missing" | "ok" | "AbortError" | "NotAllowedError") {
  await page.addInitScript((m) => {
    const calls: ShareData[] = [];
    (window as unknown as { __shared: ShareData[] }).__shared = calls;
    const share =
      m === "missing"
        ? undefined
        : async (data: ShareData) => {
            calls.push(data);
            if (m !== "ok") throw new DOMException("stub", m);
          };
    Object.defineProperty(navigator, "share", { configurable: true, value: share });
    Object.defineProperty(navigator, "canShare", { configurable: true, value: share && (() => true) });
  }, mode);
}
const shared = (page: Page) => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

function latestNews(db: E2eDb) {
  return db.one<{ id: string; title: string }>(
    "SELECT id, title FROM NewsItem ORDER BY publishedAt DESC, id DESC LIMIT 1",
  );
}

test("share: without a share sheet the link is copied, with a toast", async ({ page, context, shot, db }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  const news = latestNews(db);

  await stubShare(page, "missing");
  await page.goto(`/news/${news.id}`);
  await page.getByTestId("news-share").click();
  await expect(page.getByText("Link copiado!")).toBeVisible();
  expect(await clipboard(page)).toBe(`${BASE_URL}/news/${news.id}`);
  await shot(page, "share-copied");
});

test("share: the landing shares its own link, signed out", async ({ browser, shot }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await stubShare(page, "ok");
  await page.goto("/home");
  await page.getByTestId("landing-share").click();
  await expect.poll(() => shared(page)).toHaveLength(1);
  const [data] = await shared(page);
  expect(data).toEqual({
    title: "Together 2026",
    text: "Missão, adoração e vida em comunidade. Congresso jovem, 01 a 04 de novembro de 2026.",
    url: `${BASE_URL}/home`,
  });
  await context.close();

  // No share sheet: the link is copied, and the toast is in the reader's language.
  const spanish = await browser.newContext({ locale: "es-ES", storageState: { cookies: [], origins: [] } });
  await spanish.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  const visitor = await spanish.newPage();
  await stubShare(visitor, "missing");
  await visitor.goto("/home");
  await visitor.getByTestId("landing-share").click();
  await expect(visitor.getByText("¡Enlace copiado!")).toBeVisible();
  expect(await clipboard(visitor)).toBe(`${BASE_URL}/home`);
  await shot(visitor, "landing-share-copied-es");
  await spanish.close();
});

test("share: the system sheet on a post card (the card does not open); refused → copied; cancelled → nothing", async ({
  browser,
  db,
}) => {
  const post = db.one<{ id: string; name: string }>(
    `SELECT p.id, u.fullName AS name FROM Post p JOIN User u ON u.id = p.authorId
     WHERE p.hiddenAt IS NULL AND p.topicId = 'friendship' ORDER BY p.createdAt DESC LIMIT 1`,
  );
  const open = async (mode: "ok" | "AbortError" | "NotAllowedError") => {
    const context = await browser.newContext({ storageState: PARTICIPANT_STORAGE_STATE });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    const page = await context.newPage();
    await stubShare(page, mode);
    await page.goto("/community/feed?topic=friendship");
    await page.evaluate(() => navigator.clipboard.writeText("before"));
    await page.locator(`[data-testid="post-card"][data-post="${post.id}"]`).getByTestId("post-share").click();
    return { context, page };
  };

  const ok = await open("ok");
  await expect.poll(() => shared(ok.page)).toHaveLength(1);
  const [data] = await shared(ok.page);
  expect(data!.url).toBe(`${BASE_URL}/community/post/${post.id}`);
  expect(data!.title).toBe(`Post de ${post.name} na comunidade Together 2026`);
  await expect(ok.page).toHaveURL(/\/community\/feed\?topic=friendship$/);
  await expect(ok.page.getByText("Link copiado!")).toHaveCount(0);
  await ok.context.close();

  const refused = await open("NotAllowedError");
  await expect(refused.page.getByText("Link copiado!")).toBeVisible();
  expect(await clipboard(refused.page)).toBe(`${BASE_URL}/community/post/${post.id}`);
  await refused.context.close();

  const cancelled = await open("AbortError");
  await expect.poll(() => shared(cancelled.page)).toHaveLength(1);
  await cancelled.page.waitForTimeout(500);
  await expect(cancelled.page.getByText("Link copiado!")).toHaveCount(0);
  expect(await clipboard(cancelled.page)).toBe("before");
  await cancelled.context.close();
});

test("event dialog: directions, Google Agenda and a shared link that opens the event; the agenda's Google links", async ({
  page,
  shot,
  db,
}) => {
  const event = db.one<{
    id: string;
    title: string;
    cityId: string;
    location: string;
    latitude: number;
    longitude: number;
    startsAt: number;
    endsAt: number;
  }>(
    "SELECT id, title, cityId, location, latitude, longitude, startsAt, endsAt FROM Event WHERE cityId = 'fortaleza' AND latitude IS NOT NULL ORDER BY startsAt LIMIT 1",
  );
  await stubShare(page, "ok");
  // The shared link names only the event: the page opens its city, its day and the dialog.
  await page.goto(`/schedule?event=${event.id}`);
  const dialog = page.getByTestId("event-dialog");
  await expect(dialog).toContainText(event.title);
  await expect(page.getByTestId("schedule-city")).toHaveValue(event.cityId);

  const ll = `${event.latitude},${event.longitude}`;
  await expect(dialog.getByTestId("directions-google")).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${ll}`,
  );
  await expect(dialog.getByTestId("directions-waze")).toHaveAttribute(
    "href",
    `https://waze.com/ul?ll=${ll}&navigate=yes`,
  );
  await expect(dialog.getByTestId("directions-apple")).toHaveAttribute(
    "href",
    new RegExp(`^https://maps\\.apple\\.com/\\?daddr=${ll.replace(/\./g, "\\.")}&q=`),
  );

  const utc = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/\.\d{3}Z$/, "Z")
      .replace(/[-:]/g, "");
  const google = new URL((await dialog.getByTestId("event-google-calendar").getAttribute("href"))!);
  expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(google.searchParams.get("action")).toBe("TEMPLATE");
  expect(google.searchParams.get("text")).toBe(event.title);
  expect(google.searchParams.get("dates")).toBe(`${utc(event.startsAt)}/${utc(event.endsAt)}`);
  expect(google.searchParams.get("location")).toContain(event.location);
  await expect(dialog.getByTestId("event-ics")).toBeVisible();
  await shot(page, "event-dialog-sharing");

  await dialog.getByTestId("event-share").click();
  await expect.poll(() => shared(page)).toHaveLength(1);
  expect((await shared(page))[0]!.url).toBe(`${BASE_URL}/schedule?event=${event.id}`);

  // The agenda: one Google Agenda link per enrolled event, every day.
  await page.keyboard.press("Escape");
  const agenda = db.all<{ title: string; startsAt: number }>(
    "SELECT e.title, e.startsAt FROM Enrolment n JOIN Event e ON e.id = n.eventId WHERE n.userId = 'seed-user-maria' ORDER BY n.slotStartsAt",
  );
  expect(agenda.length).toBeGreaterThan(1);
  const box = page.getByTestId("agenda-google");
  await box.locator("summary").click();
  const links = box.getByTestId("agenda-google-link");
  await expect(links).toHaveCount(agenda.length);
  const first = new URL((await links.first().getAttribute("href"))!);
  expect(first.searchParams.get("text")).toBe(agenda[0]!.title);
  expect(first.searchParams.get("dates")).toMatch(new RegExp(`^${utc(agenda[0]!.startsAt)}/\\d{8}T\\d{6}Z$`));
  await box.scrollIntoViewIfNeeded();
  await shot(page, "agenda-google");
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer) {
  expect(buf.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(buf.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

async function previewTags(page: Page) {
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute("content");
  return {
    title: await meta("og:title"),
    image: await meta("og:image"),
    url: await meta("og:url"),
    twitterCard: await meta("twitter:card"),
    twitterImage: await meta("twitter:image"),
  };
}

test("link previews: absolute Open Graph tags and public 1200×630 pictures, in the reader's language", async ({
  page,
  browser,
  request,
  db,
}) => {
  test.setTimeout(180_000);
  const news = latestNews(db);
  const event = db.one<{ id: string; title: string }>(
    "SELECT id, title FROM Event ORDER BY startsAt LIMIT 1",
  );
  const checks: { path: string; title: string; participantsOnly?: true; signedOut?: true }[] = [
    // The landing is for people not signed in (a participant is sent to their home).
    { path: "/home", title: "Together 2026", signedOut: true },
    { path: "/event-info", title: "Sobre o evento" },
    { path: `/news/${news.id}`, title: news.title, participantsOnly: true },
    { path: `/schedule?event=${event.id}`, title: event.title, participantsOnly: true },
  ];
  // The pictures are fetched without a session, as a crawler would.
  const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const images = new Set<string>();
  const visitor = await anonymous.newPage();
  for (const { path: p, title, participantsOnly, signedOut } of checks) {
    const reader = signedOut ? visitor : page;
    await reader.goto(p);
    const tags = await previewTags(reader);
    expect(tags.title, p).toBe(title);
    expect(tags.image, p).toMatch(new RegExp(`^${BASE_URL}/og/[a-z-]+(/[\\w-]+)?\\?lang=pt$`));
    expect(tags.twitterImage).toBe(tags.image);
    expect(tags.twitterCard).toBe("summary_large_image");
    expect(tags.url).toBe(`${BASE_URL}${p}`);
    images.add(tags.image!);

    if (participantsOnly) {
      // A crawler has no session: it is sent to the login, which carries the shared item's preview.
      const crawler = await anonymous.newPage();
      await crawler.goto(p);
      await expect(crawler).toHaveURL(/\/login\?next=/);
      const seen = await previewTags(crawler);
      expect(seen.title, `${p} without a session`).toBe(title);
      expect(seen.image).toBe(tags.image);
      await crawler.close();
    }
  }
  // The pictures answer without a session: 200, PNG, 1200×630.
  for (const url of images) {
    const res = await anonymous.request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
  }
  await anonymous.close();
  expect((await request.get(`/og/news/no-such-news`)).status()).toBe(404);

  // English reader: English tags and an English picture.
  const english = await browser.newContext({ locale: "en-US", storageState: { cookies: [], origins: [] } });
  const en = await english.newPage();
  await en.goto("/event-info");
  const tags = await previewTags(en);
  expect(tags.title).toBe("About the event");
  expect(tags.image).toBe(`${BASE_URL}/og/event-info?lang=en`);
  const picture = await english.request.get(tags.image!);
  expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });
  writeFileSync(test.info().outputPath("og-event-info-en.png"), await picture.body());
  await english.close();
  const newsPicture = await request.get(`/og/news/${news.id}?lang=pt`);
  writeFileSync(test.info().outputPath("og-news.png"), await newsPicture.body());
  const eventPicture = await request.get(`/og/events/${event.id}?lang=es`);
  writeFileSync(test.info().outputPath("og-event-es.png"), await eventPicture.body());
});

test("event info: each city's main venue with directions, and a share button", async ({
  browser,
  shot,
  db,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  const page = await context.newPage();
  await stubShare(page, "missing");
  await page.goto("/event-info");
  const cities = db.all<{ id: string }>(
    "SELECT id FROM City WHERE EXISTS (SELECT 1 FROM Event e WHERE e.cityId = City.id) ORDER BY position",
  );
  const venues = page.getByTestId("event-info-venue");
  await expect(venues).toHaveCount(cities.length);
  const recife = page.locator('[data-testid="event-info-venue"][data-city="recife"]');
  await recife.getByRole("button").click();
  const main = db.one<{ latitude: number; longitude: number }>(
    "SELECT latitude, longitude FROM Event WHERE cityId = 'recife' ORDER BY capacity DESC, startsAt LIMIT 1",
  );
  await expect(recife.getByTestId("directions-waze")).toHaveAttribute(
    "href",
    `https://waze.com/ul?ll=${main.latitude},${main.longitude}&navigate=yes`,
  );
  await expect(recife.getByTestId("directions-google")).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${main.latitude},${main.longitude}`,
  );
  await page.getByTestId("event-info-share").click();
  await expect(page.getByText("Link copiado!")).toBeVisible();
  expect(await clipboard(page)).toBe(`${BASE_URL}/event-info`);
  await shot(page, "event-info-venues");
  await context.close();
});

/** The file of a one-part multipart body (our uploads send just "file"). */
function uploadedFile(req: Request) {
  const body = req.postDataBuffer()!;
  const headerEnd = body.indexOf("\r\n\r\n");
  const header = body.subarray(0, headerEnd).toString();
  const boundary = header.split("\r\n")[0]!;
  const end = body.indexOf(`\r\n${boundary}`, headerEnd);
  return {
    type: /content-type:\s*(\S+)/i.exec(header)?.[1],
    name: /filename="([^"]*)"/.exec(header)?.[1],
    data: body.subarray(headerEnd + 4, end),
  };
}

/** Holds every request to `url` until released; records what each one carried. */
async function holdUploads(page: Page, url: string) {
  const held: { route: Route; file: ReturnType<typeof uploadedFile> }[] = [];
  await page.route(url, (route) => {
    held.push({ route, file: uploadedFile(route.request()) });
  });
  return {
    held,
    release: async (i: number) => held[i]!.route.continue().catch(() => {}),
  };
}

test("new post: a 12 MP photo is resized to 2048 px (orientation kept), uploads show progress, one and all can be cancelled", async ({
  page,
  shot,
  db,
}) => {
  test.slow();
  await page.goto("/community/new-post?topic=friendship");
  await page.getByTestId("photo-input").setInputFiles([BIG_PHOTO, SMALL_PHOTO]);
  await expect(page.getByTestId("photo-count")).toHaveText("Fotos (2/10)");
  // Resizing happens as the photos are picked; publishing waits for it.
  // (Generous: a 12 MP decode and WebP encode on a busy 2-core CI machine.)
  await expect(page.getByTestId("photo-preparing")).toHaveCount(0, { timeout: 45_000 });
  const text = `Fotos do congresso ${Date.now()}`;
  await page.getByTestId("new-post-text").fill(text);

  const uploads = await holdUploads(page, "**/api/community/uploads");
  await page.getByTestId("new-post-publish").click();
  await expect.poll(() => uploads.held.length).toBe(1);
  const big = uploads.held[0]!.file;
  expect(big.type).toBe("image/webp");
  expect(big.name).toBe("big-portrait.webp");
  // Portrait (EXIF orientation applied), longest side 2048, far below the 10 MB of the original's kind.
  expect(await sharp(big.data).metadata()).toMatchObject({ format: "webp", width: 1536, height: 2048 });
  await expect(page.getByTestId("photo-progress").first()).toHaveText(/^\d+%$/);
  await expect(page.getByTestId("photo-progress").nth(1)).toHaveText("Na fila");
  await expect(page.getByTestId("new-post-publish")).toHaveText("Enviando fotos (0/2)...");
  await shot(page, "new-post-uploading");

  // 'Cancelar envio': nothing is published, the form stays as it was.
  await page.getByTestId("new-post-cancel").click();
  await expect(page.getByText("Envio cancelado")).toBeVisible();
  await expect(page.getByTestId("photo-count")).toHaveText("Fotos (2/10)");
  await expect(page.getByTestId("new-post-publish")).toHaveText("Publicar");
  await expect(page.getByTestId("photo-progress")).toHaveCount(0);

  // Again; this time the big photo alone is cancelled and the post goes with the small one.
  await page.getByTestId("new-post-publish").click();
  await expect.poll(() => uploads.held.length).toBe(2);
  await page.getByTestId("photo-cancel").first().click();
  await expect(page.getByTestId("photo-count")).toHaveText("Fotos (1/10)");
  await expect.poll(() => uploads.held.length).toBe(3);
  const small = uploads.held[2]!.file;
  expect(small.name).toBe("small-share.jpg"); // small and within 2048 px: sent as it was
  await uploads.release(2);
  await expect(page).toHaveURL(/\/community\/feed\?topic=friendship$/, { timeout: 15_000 });
  const post = db.one<{ id: string; images: number }>(
    "SELECT p.id, (SELECT COUNT(*) FROM PostImage i WHERE i.postId = p.id) AS images FROM Post p WHERE p.content = ?",
    text,
  );
  expect(post.images).toBe(1);
});

test("profile photo: resized before upload, with progress and cancel; the next one is taken, its bar moving", async ({
  page,
  shot,
}) => {
  test.slow();
  await page.goto("/profile/edit");
  const uploads = await holdUploads(page, "**/api/me/avatar");
  await page.getByTestId("avatar-input").setInputFiles(BIG_PHOTO);
  await expect.poll(() => uploads.held.length, { timeout: 45_000 }).toBe(1);
  const sent = uploads.held[0]!.file;
  expect(sent.data.length).toBeLessThanOrEqual(5 * 1024 * 1024);
  expect(await sharp(sent.data).metadata()).toMatchObject({ width: 1536, height: 2048 });
  await expect(page.getByTestId("avatar-progress")).toHaveText(/^Enviando foto\.\.\. \d+%$/);
  await expect(page.getByRole("progressbar")).toBeVisible();
  await shot(page, "avatar-uploading");
  await page.getByTestId("avatar-cancel").click();
  await expect(page.getByText("Envio cancelado")).toBeVisible();
  await expect(page.getByTestId("avatar-upload")).toHaveCount(0);
  await expect(page.getByTestId("profile-save")).toBeDisabled();

  // On a slow uplink (no interception now) the bar moves: the values seen lie between 0 and 100.
  await page.unrouteAll();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await page.evaluate(() => {
    const seen = new Set<number>();
    (window as unknown as { __progress: Set<number> }).__progress = seen;
    setInterval(() => {
      const bar = document.querySelector('[data-testid="avatar-upload"] [role="progressbar"]');
      if (bar) seen.add(Number(bar.getAttribute("aria-valuenow")));
    }, 50);
  });
  await page.getByTestId("avatar-input").setInputFiles(BIG_PHOTO);
  await expect(page.getByText("Foto alterada!")).toBeVisible({ timeout: 45_000 });
  const seen = await page.evaluate(() => [...(window as unknown as { __progress: Set<number> }).__progress]);
  expect(seen.filter((v) => v > 0 && v < 100).length).toBeGreaterThan(0);
  await expect(page.getByTestId("profile-save")).toBeEnabled();
});
