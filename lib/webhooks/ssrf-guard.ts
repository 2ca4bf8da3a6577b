// SSRF guard for webhook URLs: every address a host name resolves to must be public unicast,
// checked at create/update and again right before each delivery (DNS can change in between).
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";

export class UnsafeUrlError extends Error {}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() unwraps IPv4-mapped IPv6 (::ffff:127.0.0.1) so it is judged as IPv4.
  return ipaddr.process(address).range() === "unicast";
}

/** Throws UnsafeUrlError unless the URL is http(s) and resolves only to public addresses. */
export async function assertSafeWebhookUrl(raw: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError("Must be a URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new UnsafeUrlError("Must be an http(s) URL");
  if (url.username || url.password) throw new UnsafeUrlError("Must not contain credentials");
  if (env().WEBHOOK_ALLOW_PRIVATE) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new UnsafeUrlError(`Host ${host} does not resolve`);
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new UnsafeUrlError("Must not resolve to a private, loopback or link-local address");
  }
}
