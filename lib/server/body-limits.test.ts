// Body limits are enforced while the body streams: an oversized chunked body is cut off at the
// limit with a 413, never read to its end (a real Node HTTP server in front of the route handlers).
import { sessionCookie } from "@/tests/unit/session-cookie";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { POST as loginCode } from "@/app/api/auth/login/code/route";
import { POST as upload } from "@/app/api/community/uploads/route";
import { db } from "@/lib/server/db";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const TOTAL = 30 * 1024 * 1024;
const CHUNK = 64 * 1024;

/** A minimal Node adapter, as next start does it: the request body reaches the handler as a stream. */
function serve(handler: Handler) {
  let bytesRead = 0;
  let status = 0;
  const server = http.createServer(async (req, res) => {
    const chunks = req[Symbol.asyncIterator]();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) return controller.close();
        bytesRead += (value as Buffer).length;
        controller.enqueue(value as Buffer);
      },
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const request = new NextRequest(`http://localhost${req.url}`, {
      method: req.method,
      headers,
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await handler(request, { params: Promise.resolve({}) });
    status = response.status;
    res.writeHead(response.status, { "content-type": "application/json", connection: "close" });
    // The rest of an oversized body is not wanted: drop the connection once the answer is out.
    res.on("finish", () => req.destroy());
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return {
    server,
    bytesRead: () => bytesRead,
    /** What the handler answered (the client may see only the reset of a connection cut mid-upload). */
    status: () => status,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
      ),
  };
}

/** Sends up to 30 MB in chunks (no Content-Length) and resolves with the status as soon as it arrives. */
function sendChunked(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; sent: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let stop = false;
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      stop = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, sent, ms: performance.now() - started });
    });
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (stop) return;
      stop = true;
      // The server cut the connection while we were still sending: the upload was refused mid-way.
      if (e.code === "ECONNRESET" || e.code === "EPIPE")
        resolve({ status: 0, sent, ms: performance.now() - started });
      else reject(e);
    });
    const chunk = Buffer.alloc(CHUNK, 0x61);
    const pump = () => {
      while (!stop && sent < TOTAL) {
        sent += CHUNK;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!stop) req.end();
    };
    pump();
  });
}

const USER = "body-limits-user";

beforeAll(async () => {
  await db.user.create({
    data: {
      id: USER,
      fullName: "Limite",
      nickname: "Limite",
      birthDate: new Date("2000-01-01T12:00:00Z"),
      nationality: "Brasil",
      country: "Brasil",
      state: "PE",
      city: "Recife",
      union: "UNeB",
      association: "APeC",
      memberCode: "T26-LIMITS",
    },
  });
});

test("a chunked 30 MB body to a 1 KiB route is cut off at the limit with a 413", async () => {
  const app = serve(loginCode as unknown as Handler);
  const port = await app.listen();
  try {
    const res = await sendChunked(port, "/api/auth/login/code", { "content-type": "application/json" });
    expect([0, 413]).toContain(res.status); // 0: reset while still sending, after the 413 went out
    expect(app.status()).toBe(413);
    // A chunk or two past the limit, not the 30 MB: the reader was cancelled.
    expect(app.bytesRead()).toBeLessThan(1024 * 1024);
    expect(res.sent).toBeLessThan(TOTAL);
  } finally {
    app.server.close();
  }
});

test("a chunked upload bigger than the photo limit is cut off too, before multipart parsing", async () => {
  const app = serve(upload as unknown as Handler);
  const port = await app.listen();
  const cookie = await sessionCookie(USER, "participant");
  try {
    const res = await sendChunked(port, "/api/community/uploads", {
      "content-type": "multipart/form-data; boundary=x",
      cookie,
    });
    expect(app.status()).toBe(413);
    expect(res.sent).toBeLessThan(TOTAL);
    // The limit is 10 MB + the envelope; nothing like the 30 MB sent.
    expect(app.bytesRead()).toBeLessThan(12 * 1024 * 1024);
  } finally {
    app.server.close();
  }
});

test("a stream body: the handler pulls only up to the limit, then answers 413", async () => {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= TOTAL) return controller.close();
      pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK));
    },
  });
  const started = performance.now();
  const res = await (loginCode as unknown as Handler)(
    new NextRequest("http://localhost/api/auth/login/code", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(413);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
  expect(pulled).toBeLessThanOrEqual(4 * CHUNK);
  expect(performance.now() - started).toBeLessThan(1000);
});

test("a small body within the limit is still read and parsed", async () => {
  const res = await (loginCode as unknown as Handler)(
    new NextRequest("http://localhost/api/auth/login/code", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({ countryCode: "+55", phone: "81999990001" }),
    }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(200);
});
