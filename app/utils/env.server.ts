import { z } from "zod";

// Settings read from the Worker's env, validated once per request where used. Secrets are optional
// locally; production sets them with `wrangler secret put`.
const SettingsSchema = z.object({
  APP_ENV: z.enum(["local", "test", "production"]).default("production"),
  MAILER: z.enum(["outbox", "cloudflare", "http"]).default("outbox"),
  PASSWORD_PEPPER: z.string().optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export function readSettings(env: Env): Settings {
  return SettingsSchema.parse({ APP_ENV: env.APP_ENV, MAILER: env.MAILER, PASSWORD_PEPPER: env.PASSWORD_PEPPER || undefined });
}

/** Local development and tests: enables /dev/outbox and similar local-only tools. */
export function isLocal(env: Env): boolean {
  return env.APP_ENV === "local" || env.APP_ENV === "test";
}
