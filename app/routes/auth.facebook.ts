import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { beginFacebookLogin, facebookConfigured, oauthCookie } from "~/services/facebook.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  if (!facebookConfigured(env)) throw new Response(null, { status: 404 });
  const redirectUri = `${new URL(request.url).origin}/auth/facebook/callback`;
  const { location, state, verifier } = await beginFacebookLogin(env, redirectUri);
  return redirect(location, { headers: { "Set-Cookie": oauthCookie(request, state, verifier) } });
}
