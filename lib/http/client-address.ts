// Where a request came from, as the route sees it: x-real-ip (set by the platform's proxy to the
// connecting client: Vercel, nginx's usual config), else the first x-forwarded-for hop (Next sets
// it to the socket's address when no proxy did). Recorded with waiver signatures; never used to
// authorize.
export function clientAddress(headers: Headers): string | null {
  const real = headers.get("x-real-ip")?.trim();
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return real || forwarded || null;
}
