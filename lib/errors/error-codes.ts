// The error contract: every code the API answers with, and its HTTP status
// (volunteer-network.md "Errors" plus DECISIONS.md "Shared conventions").
export const ERROR_STATUS = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_ERROR: 400,
  SIGNUP_FULL: 409,
  ALREADY_SIGNED_UP: 409,
  SIGNUP_CLOSED: 400,
  HOURS_ALREADY_APPROVED: 400,
  CONFLICT: 409,
  INVALID_STATE: 409,
  RATE_LIMITED: 429,
  METHOD_NOT_ALLOWED: 405,
  SYNC_IN_PROGRESS: 409,
  SOURCE_NOT_CONFIGURED: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
