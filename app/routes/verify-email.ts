import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { confirmAddedEmail } from "~/models/accounts/email-add.server";
import { verifyEmail } from "~/models/accounts/email-tokens.server";

// The link from the verification e-mail, or from the mail to an address a class account added (one
// token is one purpose: at most one of the two spends it); /login?sms=1 shows "address confirmed".
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const db = createDb(context.cloudflare.env.DB);
  const ok = token.length >= 20 && ((await verifyEmail(db, token)) || (await confirmAddedEmail(db, token)));
  return redirect(ok ? "/login?sms=1" : "/login?verifyFailed=1");
}
