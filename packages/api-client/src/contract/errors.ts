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
  {
    httpApiStatus: 400,
    description:
      "The path, query, body or a header does not decode (wrong type, missing field, out of range); `errors` names every bad field at once.",
  },
) {}

/** 401: no session, an expired one, or a revoked one. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  {
    httpApiStatus: 401,
    description: "No session, an expired one or a revoked one. The portal then ends the session.",
  },
) {}

/** 403: signed in, but the thing belongs to someone else. */
export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String },
  {
    httpApiStatus: 403,
    description:
      "Signed in, but the data named is someone else's, or the call is for staff (or administrators) only.",
  },
) {}

/** 404: the product, code or cart row does not exist. */
export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.String },
  {
    httpApiStatus: 404,
    description:
      "The thing named (a product, a code, a cart row, a ticket, an item) does not exist or is not the caller's.",
  },
) {}

/** 409: the request clashes with the current state (taken user ID, used code, balance too low). */
export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { message: Schema.String },
  {
    httpApiStatus: 409,
    description:
      "The request clashes with the current state (a taken user ID, a used code, a balance too low); nothing was changed.",
  },
) {}

/** 422: well-formed input the rules refuse (form errors, wrong credentials), with per-field messages. */
export class ValidationFailed extends Schema.TaggedError<ValidationFailed>()(
  "ValidationFailed",
  { message: Schema.String, errors: Schema.optionalKey(FieldErrors) },
  {
    httpApiStatus: 422,
    description:
      "Well-formed input the rules refuse (form errors, wrong login credentials), with `errors` by field where a field is at fault.",
  },
) {}

/** 429: too many requests from this client; the portal says 'Too many Requests! try again later'. */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { message: Schema.String },
  {
    httpApiStatus: 429,
    description:
      "Too many requests from this client or for this account; the portal says 'Too many Requests! try again later'.",
  },
) {}

/** 501: a feature this deployment has not set up (for example, sending e-mail). */
export class NotImplemented extends Schema.TaggedError<NotImplemented>()(
  "NotImplemented",
  { message: Schema.String },
  {
    httpApiStatus: 501,
    description: "A feature this deployment has not set up (for example, sending e-mail).",
  },
) {}

/**
 * 413: a body past the server's limit (64 kB; a staff picture upload 3 MB), refused before it is
 * read. The HTTP server answers it before any call runs, so no endpoint lists it; the OpenAPI
 * document adds it to every call that takes a body (document.ts).
 */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { message: Schema.String },
  {
    httpApiStatus: 413,
    description: "The body is larger than the server reads: 'The request is too large.'",
  },
) {}

/**
 * 503: the database was too busy to answer in time (a locked row, a statement or the request
 * deadline), too many passwords were waiting to be checked, or the server is stopping. Answered with
 * `Retry-After` by the HTTP server around every call, so the document adds it to each (document.ts).
 */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  { message: Schema.String },
  {
    httpApiStatus: 503,
    description:
      "The server is busy or restarting: 'The server is busy. Please try again in a moment.' Try again after `Retry-After` seconds.",
  },
) {}
