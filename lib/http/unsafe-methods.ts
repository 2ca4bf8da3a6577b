/** Methods that change state (RFC 9110 "unsafe"): the ones cross-site and content-type rules guard. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);
