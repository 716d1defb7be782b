// A stand-in for the transactional-mail HTTP API (app/services/mailer.server.ts posts JSON
// {from,to,subject,text,html} with a bearer key) that records what it receives. The production smoke
// test routes the Worker's calls to MAIL_API_URL here and reads the messages at GET /messages.
import { createServer } from "node:http";

export function createFakeMailApi({ key }) {
  const messages = [];
  /** The API itself: 202 for a well-formed message with the right key, 401 / 400 otherwise. */
  async function handle(request) {
    if (request.headers.get("Authorization") !== `Bearer ${key}`) return Response.json({ error: "unauthorized" }, { status: 401 });
    const body = await request.json().catch(() => null);
    if (!body || typeof body.to !== "string" || typeof body.from !== "string" || typeof body.subject !== "string" || typeof body.text !== "string") {
      return Response.json({ error: "bad message" }, { status: 400 });
    }
    messages.push({ url: request.url, from: body.from, to: body.to, subject: body.subject, text: body.text, html: body.html ?? null });
    return Response.json({ id: `msg-${messages.length}` }, { status: 202 });
  }
  return { handle, messages };
}

/** The recorded messages over HTTP on loopback, for a test runner in another process. */
export function serveMessages(api) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/messages") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(api.messages));
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${server.address().port}` })));
}
