/** Proves D1 answers and the schema is migrated (the users table exists). */
export async function checkDatabase(d1: D1Database): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = Date.now();
  try {
    await d1.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    return { ok: true, latencyMs: Date.now() - started };
  } catch (error) {
    return { ok: false, latencyMs: Date.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}
