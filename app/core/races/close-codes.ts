// WebSocket close codes the server uses, shared by the Durable Objects and the browser. Codes in the
// 4000 range are ours; clients do not reconnect after them.
export const CLOSE_UNAUTHORIZED = 4401;
/** The session this socket was opened with has ended (logout, password change or reset, a copied refresh token). */
export const CLOSE_SESSION_ENDED = 4403;
export const CLOSE_GONE = 4404;
/** Not the class's teacher nor an active member, or the student just left the class (ADR 040). */
export const CLOSE_NOT_IN_CLASS = 4405;
