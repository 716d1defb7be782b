// /ws/room/:id, /ws/prize/:id and /ws/lobby reach their Durable Object; anything else under /ws/ is 404.
const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function routeSocket(request: Request, env: Env): Promise<Response> | Response {
  const url = new URL(request.url);
  const [, , kind, id, extra] = url.pathname.split("/");
  if (extra !== undefined) return notFound();
  if (kind === "lobby" && id === undefined) return env.LOBBY.get(env.LOBBY.idFromName("lobby")).fetch(request);
  if (id === undefined || !ROOM_ID.test(id)) return notFound();
  if (kind === "room") return env.RACE_ROOM.get(env.RACE_ROOM.idFromName(id)).fetch(request);
  if (kind === "prize") return env.PRIZE_RACE.get(env.PRIZE_RACE.idFromName(id)).fetch(request);
  return notFound();
}

function notFound() {
  return new Response("Not found", { status: 404 });
}
