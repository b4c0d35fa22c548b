import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the WhatsApp Business Cloud API on 127.0.0.1, for servers running with
 * APP_ENV=production (no dev outbox there). It speaks the one endpoint the app's sender calls
 * (lib/server/services/messaging/whatsapp-cloud-sender.ts):
 *
 *   POST {base}/{phone-number-id}/messages   Authorization: Bearer {token}
 *        { messaging_product: "whatsapp", to, type: "template", template: { name, language, components } }
 *
 * answering like Graph does ({ messages: [{ id: "wamid…" }] }, or an { error } with 400/401), and
 * keeps what it received. Tests read the codes through `GET /__received?to=<E.164>` (newest
 * first), so a spec in another process can see them (readWhatsAppCode below).
 */
export interface FakeWhatsAppOptions {
  token: string;
  phoneNumberId: string;
  templateName: string;
  port?: number;
  /** Path prefix of the Graph version, as in WHATSAPP_API_BASE (default /v21.0). */
  version?: string;
}

export interface ReceivedMessage {
  /** E.164 with the plus sign. */
  to: string;
  code: string;
  template: string;
  language: string;
  receivedAt: string;
}

export interface FakeWhatsApp {
  /** The value for WHATSAPP_API_BASE. */
  apiBase: string;
  /** Where tests read what was received. */
  url: string;
  received: ReceivedMessage[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

function graphError(res: http.ServerResponse, status: number, message: string, code: number) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { message, type: "OAuthException", code, fbtrace_id: "fake" } }));
}

/** Checks the body as Graph would for an authentication template; returns the code or a reason. */
function templateCode(body: Json, templateName: string): { code: string } | { problem: string } {
  if (body.messaging_product !== "whatsapp") return { problem: "messaging_product must be whatsapp" };
  if (body.type !== "template") return { problem: "type must be template" };
  if (typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to))
    return { problem: "to must be the number in digits" };
  const template = body.template as Json | undefined;
  if (!template || template.name !== templateName) return { problem: "template name does not exist" };
  const components = (template.components ?? []) as Json[];
  const bodyParam = (components.find((c) => c.type === "body")?.parameters as Json[] | undefined)?.[0];
  const button = components.find((c) => c.type === "button" && c.sub_type === "url");
  const buttonParam = (button?.parameters as Json[] | undefined)?.[0];
  const code = bodyParam?.text;
  if (typeof code !== "string" || !code) return { problem: "the body parameter (the code) is missing" };
  // Authentication templates need the same code in the copy-code (URL) button.
  if (buttonParam?.text !== code) return { problem: "the button parameter must repeat the code" };
  return { code };
}

export async function startFakeWhatsApp(options: FakeWhatsAppOptions): Promise<FakeWhatsApp> {
  const version = options.version ?? "/v21.0";
  const received: ReceivedMessage[] = [];
  const messagesPath = `${version}/${options.phoneNumberId}/messages`;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/__received") {
      const to = url.searchParams.get("to");
      const list = received.filter((m) => !to || m.to === to).reverse();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ messages: list }));
      return;
    }
    if (req.method !== "POST" || url.pathname !== messagesPath) {
      graphError(res, 404, "Unsupported request", 100);
      return;
    }
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      graphError(res, 401, "Invalid OAuth access token", 190);
      return;
    }
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      let body: Json;
      try {
        body = JSON.parse(raw) as Json;
      } catch {
        graphError(res, 400, "Invalid JSON", 100);
        return;
      }
      const checked = templateCode(body, options.templateName);
      if ("problem" in checked) {
        graphError(res, 400, checked.problem, 132000);
        return;
      }
      const template = body.template as { name: string; language?: { code?: string } };
      received.push({
        to: `+${body.to as string}`,
        code: checked.code,
        template: template.name,
        language: template.language?.code ?? "",
        receivedAt: new Date().toISOString(),
      });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.fake${received.length}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    apiBase: `${url}${version}`,
    url,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The newest code the fake received for `to` (E.164) since `after`; polls, since the app sends
 * the message while answering the request that asked for it.
 */
export async function readWhatsAppCode(
  fakeUrl: string,
  to: string,
  { after, timeoutMs = 10_000 }: { after?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${fakeUrl}/__received?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: ReceivedMessage[] };
    const hit = messages.find((m) => !after || new Date(m.receivedAt).getTime() >= after.getTime());
    if (hit) return hit.code;
    if (Date.now() > deadline) throw new Error(`fake WhatsApp: no code for ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
