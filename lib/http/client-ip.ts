// The address a request came from, as the platform in front of the app reports it. Next's own
// server exposes no socket address to route handlers; it fills X-Forwarded-For with it when the
// client sent none. Vercel (and nginx with `proxy_set_header X-Real-IP`) overwrite X-Real-IP, so
// it is preferred; otherwise the last X-Forwarded-For entry is the one the nearest proxy added,
// which a client cannot forge by sending its own header (its entries come first).
export function clientIp(req: { headers: Headers }): string {
  const real = req.headers.get("x-real-ip")?.trim();
  if (real) return real;
  const forwarded = req.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((s) => s.trim()).filter(Boolean).pop();
  return last ?? "unknown";
}

// Where a request came from, as the route sees it: x-real-ip (set by the platform's proxy to the
// connecting client: Vercel, nginx's usual config), else the first x-forwarded-for hop (Next sets
// it to the socket's address when no proxy did). Recorded with waiver signatures; never used to
// authorize.
export function clientAddress(headers: Headers): string | null {
  const real = headers.get("x-real-ip")?.trim();
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return real || forwarded || null;
}
