// A small stand-in for Facebook's OAuth endpoints on loopback, so the e2e suite runs the whole
// authorization-code + PKCE flow. POST /__next-profile sets what /me answers next ({ "fail": true }:
// /me answers 500, a provider outage); POST /__token mints an access token for it, as the JavaScript
// SDK would hand the browser one (SPEC §7's /api/user/facebook-login).
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";

const APP_ID = "e2e-app";
const APP_SECRET = "e2e-secret";

export function startFakeFacebook() {
  const codes = new Map();
  const tokens = new Map();
  let nextProfile = { id: "fb-1001", name: "Фэйсбүүк Хэрэглэгч", email: "fb-user@example.mn" };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    const send = (status, body, type = "application/json") => {
      res.writeHead(status, { "Content-Type": type });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (req.method === "POST" && url.pathname === "/__next-profile") {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      nextProfile = JSON.parse(raw);
      return send(200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/__token") {
      const token = randomBytes(16).toString("hex");
      tokens.set(token, nextProfile);
      return send(200, { access_token: token });
    }
    if (url.pathname === "/dialog/oauth") {
      const q = url.searchParams;
      if (q.get("client_id") !== APP_ID || q.get("code_challenge_method") !== "S256" || !q.get("code_challenge") || q.get("scope") !== "public_profile,email") {
        return send(400, { error: "bad authorization request" });
      }
      const code = randomBytes(12).toString("hex");
      codes.set(code, { challenge: q.get("code_challenge"), redirectUri: q.get("redirect_uri") });
      const back = (params) => `${q.get("redirect_uri")}?${new URLSearchParams({ ...params, state: q.get("state") })}`;
      return send(
        200,
        `<!doctype html><meta charset="utf-8"><title>Fake Facebook</title><h1>Allow Бичээч to see your profile?</h1>
         <a id="allow" href="${back({ code })}">Allow</a> <a id="cancel" href="${back({ error: "access_denied" })}">Cancel</a>`,
        "text/html; charset=utf-8",
      );
    }
    if (url.pathname === "/oauth/access_token") {
      const q = url.searchParams;
      const grant = codes.get(q.get("code"));
      codes.delete(q.get("code"));
      const verifierHash = createHash("sha256")
        .update(q.get("code_verifier") ?? "")
        .digest("base64url");
      if (!grant || q.get("client_secret") !== APP_SECRET || grant.redirectUri !== q.get("redirect_uri") || verifierHash !== grant.challenge) {
        return send(400, { error: "invalid_grant" });
      }
      const token = randomBytes(16).toString("hex");
      tokens.set(token, nextProfile);
      return send(200, { access_token: token, token_type: "bearer", expires_in: 3600 });
    }
    if (url.pathname === "/me") {
      const profile = tokens.get(url.searchParams.get("access_token"));
      if (!profile) return send(401, { error: "invalid token" });
      if (profile.fail) return send(500, { error: "provider outage" });
      return send(200, { ...profile, picture: { data: { url: "https://example.invalid/fb.png" } } });
    }
    send(404, { error: "not found" });
  });

  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      resolve({
        base,
        vars: {
          FACEBOOK_APP_ID: APP_ID,
          FACEBOOK_APP_SECRET: APP_SECRET,
          FACEBOOK_AUTH_URL: `${base}/dialog/oauth`,
          FACEBOOK_TOKEN_URL: `${base}/oauth/access_token`,
          FACEBOOK_PROFILE_URL: `${base}/me`,
        },
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
