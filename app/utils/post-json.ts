/** The browser side of the JSON API: POST a body, get the status and the parsed answer (or null). */
export async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<{ status: number; data: T | null }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  const data = (await res.json().catch(() => null)) as T | null;
  return { status: res.status, data };
}
