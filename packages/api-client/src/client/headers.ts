/** Reads the CSRF token a server-rendered page puts in `<meta name="csrf-token">`, if any. */
export const readCsrfMetaToken = (): string | undefined =>
  typeof document === "undefined"
    ? undefined
    : (document.querySelector('meta[name="csrf-token"]')?.getAttribute("content") ?? undefined)

/**
 * The headers every call carries (spec §7): JSON, the XHR marker, the CSRF token when the page has
 * one, and the bearer token when the player is signed in.
 */
export const requestHeaders = (options: {
  readonly token: string | null | undefined
  readonly csrfToken: string | undefined
}): Record<string, string> => ({
  "Content-Type": "application/json",
  Accept: "application/json",
  "X-Requested-With": "XMLHttpRequest",
  ...(options.csrfToken ? { "X-CSRF-TOKEN": options.csrfToken } : {}),
  ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
})

/**
 * A random key for one money-moving call (Idempotency-Key). Made from `getRandomValues`, which,
 * unlike `randomUUID`, also exists on pages served over plain http.
 */
export const newIdempotencyKey = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("")
