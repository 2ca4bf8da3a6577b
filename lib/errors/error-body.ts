// The error envelope every API error answers with: {"error": {"code", "message", "details"?}}.
// The server renders it (lib/http/error-response.ts); clients and tests read it with this type.
import type { ErrorCode } from "./error-codes";

/** VALIDATION_ERROR details name each bad field in `fields`; other codes carry their own keys. */
export type EnvelopeDetails = { fields?: Record<string, string> } & Record<string, unknown>;

export interface ErrorBody<D extends Record<string, unknown> = EnvelopeDetails> {
  error: { code: ErrorCode; message: string; details?: D };
}
