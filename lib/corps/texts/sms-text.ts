// Text messages kept to at most two SMS segments (cost): a short line and a link. GSM-7 text fits
// 306 characters in two concatenated segments, anything else (UCS-2) 134.
const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/;

export function smsSegmentLimit(text: string): number {
  return GSM7.test(text) ? 306 : 134;
}

/** Segments a text takes (1 or 2 here; more means it was not shortened). */
export function smsSegments(text: string): number {
  const gsm = GSM7.test(text);
  const single = gsm ? 160 : 70;
  const multi = gsm ? 153 : 67;
  return text.length <= single ? 1 : Math.ceil(text.length / multi);
}

/** "{title}: {message} {link}", the message shortened so that the whole fits two segments. */
export function smsText(title: string, message: string, link: string | null): string {
  const tail = link ? ` ${link}` : "";
  const full = `${title}: ${message.replace(/\s+/g, " ").trim()}`;
  const limit = smsSegmentLimit(full + tail);
  if (full.length + tail.length <= limit) return full + tail;
  const room = Math.max(0, limit - tail.length - 3);
  return `${full.slice(0, room).trimEnd()}...${tail}`;
}
