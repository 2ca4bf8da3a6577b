// A catalogue as "a.b.c" keys with their messages: what the catalogue test and the Spanish
// browser walk compare.
export type MessageTree = { [key: string]: string | MessageTree };

export function flattenMessages(tree: MessageTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flattenMessages(value, full)) out.set(k, v);
  }
  return out;
}
