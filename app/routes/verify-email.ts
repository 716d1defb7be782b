import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { verifyEmail } from "~/models/accounts/email-tokens.server";

// The link from the verification e-mail; /login?sms=1 shows the spec's "address confirmed" notice.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ok = token.length >= 20 && (await verifyEmail(createDb(context.cloudflare.env.DB), token));
  return redirect(ok ? "/login?sms=1" : "/login?verifyFailed=1");
}
