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
    APP_ENV: string;
    MAILER: string;
    SESSION_SECRET?: string;
    PASSWORD_PEPPER?: string;
    TEST_MIGRATIONS?: import("cloudflare:test").D1Migration[];
  }
}
interface Env extends Cloudflare.Env {}
