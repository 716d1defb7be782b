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
    APP_ENV: string;
    MAILER: string;
    SESSION_SECRET?: string;
    PASSWORD_PEPPER?: string;
    MAIL_API_URL?: string;
    MAIL_API_KEY?: string;
    MAIL_FROM?: string;
    FACEBOOK_APP_ID?: string;
    FACEBOOK_APP_SECRET?: string;
    FACEBOOK_AUTH_URL?: string;
    FACEBOOK_TOKEN_URL?: string;
    FACEBOOK_PROFILE_URL?: string;
    TEST_MIGRATIONS?: import("cloudflare:test").D1Migration[];
  }
}
interface Env extends Cloudflare.Env {}
