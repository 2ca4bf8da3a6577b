import { ERROR_STATUS, UNAVAILABLE_RETRY_AFTER_SECONDS, type ErrorCode } from "./error-codes";

export type ErrorDetails = Record<string, unknown>;

/** The one error type services throw; the route wrapper turns it into the envelope. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(resource: string): ApiError {
    return new ApiError("NOT_FOUND", `${resource} not found`);
  }

  static validation(fields: Record<string, string>, message = "Invalid request data"): ApiError {
    return new ApiError("VALIDATION_ERROR", message, { fields });
  }

  static invalidState(from: string, to: string, message?: string): ApiError {
    return new ApiError("INVALID_STATE", message ?? `Cannot change status from ${from} to ${to}`, { from, to });
  }

  static forbidden(message = "You do not have permission to do this"): ApiError {
    return new ApiError("FORBIDDEN", message);
  }

  /** The database cannot be reached: a state of the service, retried by the client after Retry-After. */
  static unavailable(): ApiError {
    return new ApiError("SERVICE_UNAVAILABLE", "The service is temporarily unavailable: its database cannot be reached. Try again shortly.", {
      retry_after_seconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  }

  static unauthorized(message = "Authentication required"): ApiError {
    return new ApiError("UNAUTHORIZED", message);
  }
}
