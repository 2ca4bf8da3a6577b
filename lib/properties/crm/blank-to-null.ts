/** Optional text fields: an empty string from a form clears the value. */
export function blankToNull(value: string | null | undefined): string | null | undefined {
  return value === "" ? null : value;
}
