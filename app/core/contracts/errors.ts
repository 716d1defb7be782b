// A use case fails with a typed domain error: what went wrong (its kind), the words for it (an
// i18n key) and, for a limit, when to come back. The HTTP status follows from the kind alone, here
// and nowhere else (ADR 024); app/utils/api.server.ts turns an error into status, message and headers
// for the page action and the /api route alike.
export const STATUS_OF_ERROR = {
  /** The request breaks a rule (a wrong old password, a weak new one, an unknown plan). */
  invalid: 400,
  /** Not logged in, or the credentials are wrong. */
  login: 401,
  /** No paid plan (SPEC §6). */
  payment: 402,
  /** Logged in but not allowed (a disabled account, a locked lesson). */
  forbidden: 403,
  missing: 404,
  /** The state does not allow it now (a closed race, a replayed attempt). */
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  /** A rate limit or a brake: come back after retryAfterMs. */
  limited: 429,
  /** A provider (QPay, Facebook) did not answer as it should. */
  upstream: 502,
} as const;

export type ErrorKind = keyof typeof STATUS_OF_ERROR;
export type ErrorStatus = (typeof STATUS_OF_ERROR)[ErrorKind];

/** `Kind` narrows what a use case can fail with, so its route's status is typed too (ADR 024). */
export type DomainError<Key extends string = string, Kind extends ErrorKind = ErrorKind> =
  | { kind: Exclude<Kind, "limited">; key: Key; params?: Readonly<Record<string, string | number>> }
  | ("limited" extends Kind ? { kind: "limited"; key: Key; retryAfterMs: number; params?: Readonly<Record<string, string | number>> } : never);

export function statusOfError<K extends ErrorKind>(error: { kind: K }): (typeof STATUS_OF_ERROR)[K] {
  return STATUS_OF_ERROR[error.kind];
}
