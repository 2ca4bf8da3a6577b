// Finds percent-encoding that does not decode to UTF-8 (`%ff`, an encoded lone surrogate
// `%ED%A0%80`, a truncated `%E2%82`). Next fails on such paths with a bare 500, so the proxy asks
// this first and answers 400 itself.

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

/** "path" or "query" when that part of a raw URL (path and search as sent) cannot be decoded. */
export function undecodablePart(pathname: string, search: string): "path" | "query" | null {
  if (!pathname.split("/").every(decodes)) return "path";
  const pairs = search.replace(/^\?/, "").split("&");
  if (!pairs.every((pair) => pair.split("=").every(decodes))) return "query";
  return null;
}
