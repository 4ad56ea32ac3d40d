import { Schema } from "effect"
import { FieldErrors } from "../schemas/common.ts"

/**
 * The errors every endpoint may answer. Each renders as JSON `{ _tag, message }` (plus `errors` for
 * rejected input) with its HTTP status, so the portal can always show the server's own sentence.
 */

/** 400: a path, query or body that does not decode (wrong type, missing field, out of range). */
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()(
  "InvalidRequest",
  { message: Schema.String, errors: Schema.optionalKey(FieldErrors) },
  { httpApiStatus: 400 },
) {}

/** 401: no session, an expired one, or a revoked one. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  { httpApiStatus: 401 },
) {}

/** 403: signed in, but the thing belongs to someone else. */
export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String },
  { httpApiStatus: 403 },
) {}

/** 404: the product, code or cart row does not exist. */
export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.String },
  { httpApiStatus: 404 },
) {}

/** 409: the request clashes with the current state (taken user ID, used code, balance too low). */
export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { message: Schema.String },
  { httpApiStatus: 409 },
) {}

/** 422: well-formed input the rules refuse (form errors, wrong credentials), with per-field messages. */
export class ValidationFailed extends Schema.TaggedError<ValidationFailed>()(
  "ValidationFailed",
  { message: Schema.String, errors: Schema.optionalKey(FieldErrors) },
  { httpApiStatus: 422 },
) {}

/** 429: too many requests from this client; the portal says 'Too many Requests! try again later'. */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { message: Schema.String },
  { httpApiStatus: 429 },
) {}

/** 501: a feature this deployment has not set up (for example, sending e-mail). */
export class NotImplemented extends Schema.TaggedError<NotImplemented>()(
  "NotImplemented",
  { message: Schema.String },
  { httpApiStatus: 501 },
) {}
