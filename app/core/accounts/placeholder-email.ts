// A class account has no e-mail, but users.email is NOT NULL and unique: it holds a placeholder under
// the reserved ".invalid" top-level domain (RFC 2606: never resolves, never delivers). ADR 036/038.
// Every mail path asks isPlaceholderEmail first; no screen shows such an address.

export const CLASS_ACCOUNT_DOMAIN = "students.invalid";
const ERASED_DOMAIN = "erased.invalid";

/** The address a class account is stored under: `<username>@students.invalid`. */
export function placeholderEmail(username: string): string {
  return `${username}@${CLASS_ACCOUNT_DOMAIN}`;
}

/** An erased account's address: random, so nothing of the learner is left in it. */
export function erasedPlaceholderEmail(randomId: string): string {
  return `${randomId}@${ERASED_DOMAIN}`;
}

/** True for any address under ".invalid": nothing may be mailed to it. */
export function isPlaceholderEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(".invalid");
}
