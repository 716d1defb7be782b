// The rules of `npm run deploy:check` (ADR 028), pure so scripts/deploy-check.test.ts can feed them bad
// configs. Each takes wrangler's resolved config of one environment (unstable_readConfig) and answers
// problems as sentences; an empty list passes.

export const MAX_GZIP_BYTES = 3 * 1024 * 1024; // the Workers free plan's limit on the compressed Worker
export const DEPLOYED = { production: "production", staging: "staging" };
// What a deployed Worker gets only through `wrangler secret put`: never committed in [vars].
const SECRETS = ["QPAY_CLIENT_ID", "QPAY_CLIENT_SECRET", "QPAY_INVOICE_CODE", "PASSWORD_PEPPER", "MAIL_API_KEY"];
const LOOPBACK = /(^|[/@[\s])(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|::1|\[::1\])([:/\]\s]|$)/i;

/** The binding names an environment declares (wrangler environments do not inherit them). */
export function bindingNames(config) {
  return [
    ...(config.d1_databases ?? []).map((d) => d.binding),
    ...(config.r2_buckets ?? []).map((r) => r.binding),
    ...(config.durable_objects?.bindings ?? []).map((b) => b.name),
  ].sort();
}

/** Classes a migration creates and no later one deletes (a rename moves the name). */
export function migratedClasses(migrations = []) {
  const classes = new Set();
  for (const m of migrations) {
    for (const c of [...(m.new_classes ?? []), ...(m.new_sqlite_classes ?? [])]) classes.add(c);
    for (const { from, to } of m.renamed_classes ?? []) {
      classes.delete(from);
      classes.add(to);
    }
    for (const c of m.deleted_classes ?? []) classes.delete(c);
  }
  return classes;
}

/** A deployed environment's config: its settings, Durable Object migrations, cron and bindings. */
export function checkDeployedConfig(config, { label, appEnv, reference }) {
  const problems = [];
  const vars = config.vars ?? {};
  if (vars.APP_ENV !== appEnv) problems.push(`${label}: APP_ENV is ${JSON.stringify(vars.APP_ENV)}, not "${appEnv}"`);
  if (vars.MAILER !== "http") problems.push(`${label}: MAILER is ${JSON.stringify(vars.MAILER)}, not "http" (the outbox is local only)`);
  for (const [name, value] of Object.entries(vars)) {
    if (typeof value === "string" && LOOPBACK.test(value)) problems.push(`${label}: ${name} points at a loopback address`);
    if (SECRETS.includes(name)) problems.push(`${label}: ${name} is a secret: set it with \`wrangler secret put ${name}\`, not in [vars]`);
  }
  // The same rule as app/core/races/lobby-shard.ts lobbyShardCount (a test holds them together): a bad value
  // would fail every lobby call.
  const shards = vars.LOBBY_SHARDS;
  if (shards !== undefined && shards !== "" && !(/^[1-9][0-9]?$/.test(shards) && Number(shards) <= 50))
    problems.push(`${label}: LOBBY_SHARDS is ${JSON.stringify(shards)}, not a whole number 1–50`);
  for (const name of ["PUBLIC_BASE_URL", "QPAY_BASE_URL"]) {
    if (typeof vars[name] === "string" && !vars[name].startsWith("https://")) problems.push(`${label}: ${name} is not an https address`);
  }
  const migrated = migratedClasses(config.migrations);
  for (const { name, class_name: className } of config.durable_objects?.bindings ?? []) {
    if (!migrated.has(className)) problems.push(`${label}: the Durable Object class ${className} (${name}) has no migration`);
  }
  if ((config.triggers?.crons ?? []).length === 0) problems.push(`${label}: no cron trigger (bills, prize races and mail reminders need it)`);
  if (reference) {
    const missing = bindingNames(reference).filter((b) => !bindingNames(config).includes(b));
    if (missing.length > 0) problems.push(`${label}: bindings ${missing.join(", ")} are missing (environments do not inherit them)`);
  }
  return problems;
}

/** What `wrangler deploy` reads with no flags must be production, the same as [env.production]. */
export function checkTopLevelIsProduction(topLevel, production) {
  const problems = [];
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(sortedEntries(topLevel.vars), sortedEntries(production.vars))) problems.push("top level: [vars] differ from [env.production.vars]");
  if (!same(bindingNames(topLevel), bindingNames(production))) problems.push("top level: bindings differ from [env.production]");
  const ids = (c) => (c.d1_databases ?? []).map((d) => d.database_id);
  if (!same(ids(topLevel), ids(production))) problems.push("top level: the D1 database_id differs from [env.production]'s");
  if (topLevel.name !== production.name) problems.push(`top level: the Worker is named ${topLevel.name}, [env.production] ${production.name}`);
  return problems;
}

function sortedEntries(object = {}) {
  return Object.entries(object).sort(([a], [b]) => a.localeCompare(b));
}

export function checkSize(gzipBytes) {
  return gzipBytes > MAX_GZIP_BYTES ? [`the Worker is ${formatBytes(gzipBytes)} gzipped, over the ${formatBytes(MAX_GZIP_BYTES)} limit`] : [];
}

export const formatBytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
