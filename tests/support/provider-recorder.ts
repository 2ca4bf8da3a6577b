// A local stand-in for the message providers: Resend's e-mail API (/emails, /emails/batch) and
// Twilio's Messages API (/2010-04-01/Accounts/{sid}/Messages.json). It answers as they do, keeps
// every message with the time it arrived, and shows them to tests at GET /__recorded.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedEmail {
  at: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface RecordedSms {
  at: number;
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
  idempotencyToken: string | null;
}

export interface ProviderRecorder {
  url: string;
  accountSid: string;
  authToken: string;
  close(): Promise<void>;
}

export async function startProviderRecorder(opts: { apiKey: string; accountSid: string; authToken: string }): Promise<ProviderRecorder> {
  const emails: RecordedEmail[] = [];
  const texts: RecordedSms[] = [];
  // An idempotency token seen before answers the first message again instead of sending twice.
  const byToken = new Map<string, RecordedSms>();
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const json = (status: number, body: unknown) => {
        res.statusCode = status;
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? "/", "http://recorder");
      if (req.method === "GET" && url.pathname === "/__recorded") {
        return json(200, { emails, texts });
      }
      if (req.method === "POST" && (url.pathname === "/emails" || url.pathname === "/emails/batch")) {
        if (req.headers.authorization !== `Bearer ${opts.apiKey}`) return json(401, { name: "validation_error", message: "API key is invalid", statusCode: 401 });
        const parsed = JSON.parse(raw) as Omit<RecordedEmail, "at"> | Omit<RecordedEmail, "at">[];
        const list = Array.isArray(parsed) ? parsed : [parsed];
        const at = Date.now();
        for (const m of list) emails.push({ ...m, headers: m.headers ?? {}, at });
        const ids = list.map(() => randomBytes(8).toString("hex"));
        return json(200, Array.isArray(parsed) ? { data: ids.map((id) => ({ id })) } : { id: ids[0] });
      }
      const sms = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
      if (req.method === "POST" && sms) {
        const expected = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString("base64")}`;
        if (sms[1] !== opts.accountSid || req.headers.authorization !== expected) return json(401, { code: 20003, message: "Authenticate", status: 401 });
        const form = new URLSearchParams(raw);
        const token = (req.headers["i-twilio-idempotency-token"] as string | undefined) ?? null;
        const seen = token ? byToken.get(token) : undefined;
        if (seen) return json(201, { sid: seen.sid, status: "queued" });
        if (!form.get("To") || !form.get("Body") || !(form.get("From") || form.get("MessagingServiceSid"))) {
          return json(400, { code: 21604, message: "A 'To', 'Body' and 'From' or 'MessagingServiceSid' are required", status: 400 });
        }
        const text: RecordedSms = {
          at: Date.now(),
          sid: `SM${randomBytes(16).toString("hex")}`,
          to: form.get("To") ?? "",
          from: form.get("From"),
          messagingServiceSid: form.get("MessagingServiceSid"),
          body: form.get("Body") ?? "",
          statusCallback: form.get("StatusCallback"),
          idempotencyToken: token,
        };
        texts.push(text);
        if (token) byToken.set(token, text);
        return json(201, { sid: text.sid, status: "queued", to: text.to, body: text.body });
      }
      json(404, { message: "not a recorded API" });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accountSid: opts.accountSid,
    authToken: opts.authToken,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
