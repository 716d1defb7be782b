// The bindings and settings the Worker receives (see wrangler.toml and .dev.vars.example).
// Declared on Cloudflare.Env so `cloudflare:test` and `cloudflare:workers` see the same shape.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    IMAGES: R2Bucket;
    ASSETS: Fetcher;
    RACE_ROOM: DurableObjectNamespace<import("./workers/race-room").RaceRoom>;
    PRIZE_RACE: DurableObjectNamespace<import("./workers/prize-race").PrizeRace>;
    LOBBY: DurableObjectNamespace<import("./workers/lobby").Lobby>;
    LOGIN_THROTTLE: DurableObjectNamespace<import("./workers/login-throttle").LoginThrottle>;
    CLASS_ROOM: DurableObjectNamespace<import("./workers/class-room").ClassRoom>;
    APP_ENV: string;
    /** How many lobby shards (ADR 050): a whole number 1–50; unset is one. Changing it moves learners between shards. */
    LOBBY_SHARDS?: string;
    MAILER: string;
    PASSWORD_PEPPER?: string;
    MAIL_API_URL?: string;
    MAIL_API_KEY?: string;
    MAIL_FROM?: string;
    FACEBOOK_APP_ID?: string;
    FACEBOOK_APP_SECRET?: string;
    FACEBOOK_AUTH_URL?: string;
    FACEBOOK_TOKEN_URL?: string;
    FACEBOOK_PROFILE_URL?: string;
    /** QPay merchant API v2 (app/services/qpay.server.ts); wrangler.toml points them at the local emulator. */
    QPAY_BASE_URL?: string;
    QPAY_CLIENT_ID?: string;
    QPAY_CLIENT_SECRET?: string;
    QPAY_INVOICE_CODE?: string;
    QPAY_AMOUNT_SCALE?: string;
    /** This site's public origin: QPay calls back to it. */
    PUBLIC_BASE_URL?: string;
    /** "1" under `npm run dev` only: wrangler's live-reload script has no nonce, so the CSP is report-only (ADR 019). */
    CSP_REPORT_ONLY?: string;
    TEST_MIGRATIONS?: import("cloudflare:test").D1Migration[];
  }
}
interface Env extends Cloudflare.Env {}
