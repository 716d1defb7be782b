// How many bytes of a request body the server reads before answering 413 (issue 29 §4, ADR 031).
// The figures in the comments were measured with JSON.stringify on Cyrillic logs, every tenth key a
// Backspace (ADR 031 has the table). Uploads keep their own limits beside their rules
// (AVATAR_BODY_LIMIT, ADMIN_IMAGE_BODY_LIMIT, PRIZE_RACE_FORM_BODY_LIMIT). No imports: the browser's
// contracts read this file.

const KiB = 1024;

/** Every form and JSON call unless it names its own: a login, a coupon, key statistics (~20 KB at most). */
export const DEFAULT_BODY_LIMIT = 64 * KiB;

/**
 * A 60-s typing test, a lesson or a practice round: a realistic 60-s log at 150 WPM is ~32 KB, the
 * longest log the schemas allow (2,000 keys) ~80 KB.
 */
export const TYPING_LOG_BODY_LIMIT = 256 * KiB;

/**
 * A certificate exam or prize-race attempt (up to 30 minutes): a 15-minute attempt of 3,000 keys is
 * ~122 KB, the longest log the schemas allow (8,000 keys) ~330 KB. Below 1 MB on purpose.
 */
export const ATTEMPT_LOG_BODY_LIMIT = 768 * KiB;

/** Room for a multipart form's boundaries and other fields around its one file. */
export const MULTIPART_SLACK = 64 * KiB;
