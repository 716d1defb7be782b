/** Proves D1 answers a real query and the schema is migrated (the users table exists); one row at most, never a scan. */
export async function checkDatabase(d1: D1Database): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = Date.now();
  try {
    await d1.prepare("SELECT id FROM users LIMIT 1").first();
    return { ok: true, latencyMs: Date.now() - started };
  } catch (error) {
    return { ok: false, latencyMs: Date.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}
