// IANA time zone names: validation and the canonical spelling (Intl's, so "us/pacific" is stored
// as America/Los_Angeles). Offsets such as "+05:00" are not zones: they know no daylight saving.

/** The canonical name of an IANA zone, or null when the name is not one. */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!/^[A-Za-z]/.test(trimmed)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Every zone a form offers: the runtime's IANA list, plus UTC (which Intl leaves out of it). */
export function timeZoneNames(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC")];
}
