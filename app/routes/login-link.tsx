// The one-time login link mailed while an account's login brake is on (ADR 011). Opening the link
// changes nothing (mail scanners open links); the button spends it and opens a cookie session.
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { logInWithLink } from "~/models/accounts/login-link.server";
import { clientIp } from "~/services/rate-limits.server";
import { sessionCookie } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import { readBody, requestTranslator } from "~/utils/request.server";
import styles from "~/styles/accounts.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "accounts.loginTitle");

const LoginLinkSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export async function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = LoginLinkSchema.safeParse(await readBody(request));
  const meta = { userAgent: request.headers.get("User-Agent"), ip: clientIp(request) };
  const session = parsed.success ? await logInWithLink(createDb(context.cloudflare.env.DB), parsed.data.token, meta) : null;
  if (!session) return data({ message: requestTranslator(request)("limits.loginLinkFailed") }, { status: 400 });
  return redirect("/beginner", { headers: { "Set-Cookie": sessionCookie(request, session.token, session.expiresAt - Date.now()) } });
}

export default function LoginLinkPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <section className="auth-page card">
      <h1>{t("accounts.loginTitle")}</h1>
      <p className="field__hint">{t("limits.loginLinkLead")}</p>
      <Form method="post" className="form">
        {result ? (
          <p className="form-error" role="alert" data-testid="login-link-error">
            {result.message}
          </p>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button" disabled={navigation.state !== "idle"}>
          {t("accounts.loginButton")}
        </button>
      </Form>
    </section>
  );
}
