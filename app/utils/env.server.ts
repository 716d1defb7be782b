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

/**
 * The site's public origin, for links sent by mail (issue 29): from PUBLIC_BASE_URL, never from the
 * request's Host header, which the sender of the request chooses.
 */
export function siteOrigin(env: Env): string {
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(env.PUBLIC_BASE_URL);
  if (!parsed.success) throw new Error("PUBLIC_BASE_URL must be set to the site's http(s) origin for mailed links");
  return new URL(parsed.data).origin;
}
