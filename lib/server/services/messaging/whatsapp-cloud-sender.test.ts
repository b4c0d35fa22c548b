// The WhatsApp Cloud API sender against a local fake Graph API, the sender choice, and the env lock.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseEnv } from "@/lib/server/env";
import type { CodeMessage } from "./code-sender";
import { WhatsAppCloudSender, whatsappTemplateBody } from "./whatsapp-cloud-sender";
import { defined } from "@/tests/unit/defined";

interface Captured {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let base: string;
let captured: Captured[] = [];
/** What the fake answers next: status and body; "hang" never answers. */
let reply: { status: number; body: string } | "hang" = { status: 200, body: "{}" };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      captured.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (reply === "hang") return;
      // Connection: close keeps no pooled sockets around between tests.
      res.writeHead(reply.status, { "Content-Type": "application/json", Connection: "close" });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  captured = [];
  reply = { status: 200, body: JSON.stringify({ messages: [{ id: "wamid.TEST" }] }) };
});

const message: CodeMessage = { to: "+5581999990001", code: "04217", purpose: "LOGIN", locale: "pt" };

function sender(overrides: Partial<ConstructorParameters<typeof WhatsAppCloudSender>[0]> = {}) {
  return new WhatsAppCloudSender({
    apiBase: base,
    token: "test-token-123",
    phoneNumberId: "1098765432",
    templateName: "t26_login_code",
    templateLanguage: "pt_BR",
    ...overrides,
  });
}

describe("WhatsAppCloudSender", () => {
  test("POSTs the authentication template to /<phoneNumberId>/messages with the bearer token", async () => {
    await expect(sender().send(message)).resolves.toBeUndefined();
    expect(captured).toHaveLength(1);
    const req = defined(captured[0], "the request");
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/1098765432/messages");
    expect(req.headers.authorization).toBe("Bearer test-token-123");
    expect(req.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(req.body)).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "5581999990001",
      type: "template",
      template: {
        name: "t26_login_code",
        language: { code: "pt_BR" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "04217" }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "04217" }] },
        ],
      },
    });
  });

  test("a versioned base with a trailing slash, and an id needing escaping, give a clean path", async () => {
    await sender({ apiBase: `${base}/v21.0/`, phoneNumberId: "12 34/5" }).send({
      ...message,
      to: "+34612345678",
      code: "K7M2Q",
    });
    expect(captured.map((c) => c.url)).toEqual(["/v21.0/12%2034%2F5/messages"]);
    const body = JSON.parse(defined(captured[0], "the request").body);
    expect(body.to).toBe("34612345678");
    expect(body.template.components[0].parameters[0].text).toBe("K7M2Q");
    expect(body.template.components[1].parameters[0].text).toBe("K7M2Q");
  });

  test("whatsappTemplateBody strips only the leading +", () => {
    const body = whatsappTemplateBody(
      { templateName: "n", templateLanguage: "en_US" },
      { ...message, to: "+12015550123" },
    );
    expect(body.to).toBe("12015550123");
    expect(body.template.language).toEqual({ code: "en_US" });
  });

  test("a 400 from the API rejects with the status and the answer's detail", async () => {
    reply = {
      status: 400,
      body: JSON.stringify({
        error: { message: "(#132001) Template name does not exist in the translation" },
      }),
    };
    await expect(sender().send(message)).rejects.toThrow(
      'WhatsApp Cloud API answered 400: {"error":{"message":"(#132001) Template name does not exist in the translation"}}',
    );
  });

  test("a 500 with a long body: the detail is cut at 300 characters", async () => {
    reply = { status: 503, body: "x".repeat(1000) };
    await expect(sender().send(message)).rejects.toThrow(
      new Error(`WhatsApp Cloud API answered 503: ${"x".repeat(300)}`),
    );
  });

  test("an API that never answers is abandoned after timeoutMs", async () => {
    reply = "hang";
    const started = Date.now();
    await expect(sender({ timeoutMs: 200 }).send(message)).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    server.closeAllConnections();
  });

  test("an injected fetchImpl is used instead of the global fetch", async () => {
    const fetchImpl = jest.fn(async () => new Response("{}", { status: 200 }));
    await sender({
      apiBase: "https://graph.example.test/v21.0",
      fetchImpl: fetchImpl as unknown as typeof fetch,
    }).send(message);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect((fetchImpl.mock.calls[0] as unknown[])[0]).toBe(
      "https://graph.example.test/v21.0/1098765432/messages",
    );
    expect(captured).toHaveLength(0);
  });
});

describe("codeSender()", () => {
  const KEYS = [
    "APP_ENV",
    "WHATSAPP_TOKEN",
    "WHATSAPP_PHONE_NUMBER_ID",
    "WHATSAPP_TEMPLATE_NAME",
    "WHATSAPP_TEMPLATE_LANGUAGE",
    "WHATSAPP_API_BASE",
  ];
  let saved: Record<string, string | undefined>;
  beforeEach(() => {
    saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  });
  afterEach(() => {
    for (const k of KEYS) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    jest.restoreAllMocks();
  });

  /** A fresh module registry, so lib/server/env.ts parses the current process.env. */
  async function freshModules() {
    const load = async () => ({
      codeSender: await import("./code-sender"),
      whatsapp: await import("./whatsapp-cloud-sender"),
      outbox: await import("./dev-outbox-sender"),
    });
    let mods: Awaited<ReturnType<typeof load>> | undefined;
    await jest.isolateModulesAsync(async () => {
      mods = await load();
    });
    return defined(mods, "the fresh modules");
  }

  test("picks WhatsApp when token, phone number id and template name are set, and sends through it", async () => {
    process.env.WHATSAPP_TOKEN = "env-token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "555000111";
    process.env.WHATSAPP_TEMPLATE_NAME = "t26_code";
    process.env.WHATSAPP_TEMPLATE_LANGUAGE = "es";
    process.env.WHATSAPP_API_BASE = `${base}/v99.0`;
    const m = await freshModules();
    const chosen = m.codeSender.codeSender();
    expect(chosen).toBeInstanceOf(m.whatsapp.WhatsAppCloudSender);

    await chosen.send({ to: "+5491123456789", code: "31415", purpose: "REGISTER", locale: "es" });
    expect(captured).toHaveLength(1);
    const req = defined(captured[0], "the request");
    expect(req.url).toBe("/v99.0/555000111/messages");
    expect(req.headers.authorization).toBe("Bearer env-token");
    const body = JSON.parse(req.body);
    expect([body.to, body.template.name, body.template.language.code]).toEqual([
      "5491123456789",
      "t26_code",
      "es",
    ]);
  });

  test.each([
    ["none of the three", []],
    ["only the token", ["WHATSAPP_TOKEN"]],
    ["token and phone number id, no template", ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"]],
  ])("falls back to the dev outbox outside production with %s", async (_label, set) => {
    for (const k of ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_TEMPLATE_NAME"])
      delete process.env[k];
    for (const k of set as string[]) process.env[k] = "x";
    const m = await freshModules();
    const chosen = m.codeSender.codeSender();
    expect(chosen).toBeInstanceOf(m.outbox.DevOutboxSender);
    expect(chosen).not.toBeInstanceOf(m.whatsapp.WhatsAppCloudSender);
  });

  test("the test override wins, and clearing it restores the normal choice", async () => {
    for (const k of ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_TEMPLATE_NAME"])
      delete process.env[k];
    const m = await freshModules();
    const fake = { send: jest.fn(async () => {}) };
    m.codeSender.setCodeSenderForTests(fake);
    expect(m.codeSender.codeSender()).toBe(fake);
    m.codeSender.setCodeSenderForTests(undefined);
    expect(m.codeSender.codeSender()).toBeInstanceOf(m.outbox.DevOutboxSender);
  });

  test("production without WhatsApp: refused at env validation (no silent outbox)", async () => {
    process.env.APP_ENV = "production";
    for (const k of ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_TEMPLATE_NAME"])
      delete process.env[k];
    const m = await freshModules();
    expect(() => m.codeSender.codeSender()).toThrow(
      /WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TEMPLATE_NAME are required/,
    );
  });
});

describe("parseEnv", () => {
  const asEnv = (vars: Record<string, string | undefined>) => vars as unknown as NodeJS.ProcessEnv;
  const base = { DATABASE_URL: "file:./x.db" };
  const keys = {
    PASS_SIGNING_PRIVATE_KEY: "a".repeat(43),
    PASS_SIGNING_PUBLIC_KEY: "b".repeat(43),
    VAPID_PUBLIC_KEY: "c".repeat(87),
    VAPID_PRIVATE_KEY: "d".repeat(43),
  };

  test("APP_ENV=production without AUTH_SECRET and WhatsApp names every missing variable", () => {
    let message = "";
    try {
      parseEnv(asEnv({ ...base, APP_ENV: "production" }));
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toBe(
      [
        "Invalid environment configuration:",
        "  - PASS_SIGNING_PRIVATE_KEY: is required when APP_ENV=production (npm run setup generates one)",
        "  - PASS_SIGNING_PUBLIC_KEY: is required when APP_ENV=production (npm run setup generates one)",
        "  - VAPID_PUBLIC_KEY: is required when APP_ENV=production (npm run setup generates one)",
        "  - VAPID_PRIVATE_KEY: is required when APP_ENV=production (npm run setup generates one)",
        "  - AUTH_SECRET: is required when APP_ENV=production",
        "  - WHATSAPP_TOKEN: WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TEMPLATE_NAME are required when APP_ENV=production (codes must reach phones)",
        '  - PAYMENTS_PROVIDER: is required when APP_ENV=production: "mercadopago" takes real money; "simulated" only for a free event',
        'See README.md, section "Configuration".',
      ].join("\n"),
    );
  });

  test("production with one WhatsApp variable missing, or empty, is still refused", () => {
    const full = {
      ...base,
      ...keys,
      APP_ENV: "production",
      AUTH_SECRET: "p".repeat(40),
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1",
      WHATSAPP_TEMPLATE_NAME: "n",
      PAYMENTS_PROVIDER: "simulated",
    };
    expect(parseEnv(asEnv(full))).toMatchObject({
      APP_ENV: "production",
      AUTH_SECRET: "p".repeat(40),
      WHATSAPP_TEMPLATE_LANGUAGE: "pt_BR",
    });
    expect(() => parseEnv(asEnv({ ...full, WHATSAPP_TEMPLATE_NAME: undefined }))).toThrow(
      /WHATSAPP_TOKEN: WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => parseEnv(asEnv({ ...full, WHATSAPP_TOKEN: "" }))).toThrow(
      /WHATSAPP_TOKEN: WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => parseEnv(asEnv({ ...full, AUTH_SECRET: "short" }))).toThrow(
      "  - AUTH_SECRET: must be at least 32 characters",
    );
    expect(() => parseEnv(asEnv({ ...full, PASS_SIGNING_PUBLIC_KEY: undefined }))).toThrow(
      "  - PASS_SIGNING_PUBLIC_KEY: is required when APP_ENV=production",
    );
    expect(() => parseEnv(asEnv({ ...full, PASS_SIGNING_PRIVATE_KEY: "short" }))).toThrow(
      "must be the base64url of a 32-byte Ed25519 seed",
    );
  });

  test("outside production the defaults apply", () => {
    const e = parseEnv(asEnv({ ...base, APP_ENV: "development", AUTH_SECRET: "d".repeat(40) }));
    expect(e).toMatchObject({
      APP_ENV: "development",
      OTP_TTL_SECONDS: 180,
      OTP_MAX_ATTEMPTS: 5,
      WHATSAPP_API_BASE: "https://graph.facebook.com/v21.0",
    });
    expect(e.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(e.WHATSAPP_TOKEN).toBeUndefined();
  });

  test("bad values are named", () => {
    expect(() =>
      parseEnv(asEnv({ DATABASE_URL: "mysql://x", APP_ENV: "staging", OTP_TTL_SECONDS: "2" })),
    ).toThrow(
      /- APP_ENV: [^\n]+\n {2}- DATABASE_URL: must start with file: \(SQLite\) or postgresql:\/\/\n {2}- OTP_TTL_SECONDS: /,
    );
  });
});
