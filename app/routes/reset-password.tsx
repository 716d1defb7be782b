import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ResetPasswordSchema } from "~/core/accounts/account-forms";
import { isCommonPassword } from "~/core/accounts/common-passwords";
import { Field } from "~/components/ui/field";
import { createDb } from "~/db/client.server";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { useTranslation } from "~/hooks/use-translation";
import { resetPassword } from "~/models/accounts/email-tokens.server";
import { settingsOf } from "~/utils/settings.server";
import { pageTitle } from "~/utils/meta";
import { closeSessionSockets } from "~/services/socket-sessions.server";
import { firstIssueMessage, readBody, requestTranslator } from "~/utils/request.server";
import styles from "~/styles/accounts.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "accounts.resetTitle");

export async function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = ResetPasswordSchema.safeParse(await readBody(request));
  const t = requestTranslator(request);
  if (!parsed.success) return data({ message: firstIssueMessage(request, parsed.error) }, { status: 400 });
  if (isCommonPassword(parsed.data.password)) return data({ message: t("accounts.commonPassword") }, { status: 400 });
  const env = context.cloudflare.env;
  const revoked = await resetPassword(createDb(env.DB), parsed.data.token, parsed.data.password, settingsOf(env).passwordPepper);
  if (!revoked) return data({ message: t("accounts.resetInvalid") }, { status: 400 });
  await closeSessionSockets(env, revoked);
  return redirect("/login?reset=1");
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const { formProps, error: err } = useSchemaForm(ResetPasswordSchema);
  return (
    <section className="auth-page card">
      <h1>{t("accounts.resetTitle")}</h1>
      <Form method="post" className="form" {...formProps}>
        {result || err("token") ? (
          <p className="form-error" role="alert">
            {result?.message ?? err("token")}
          </p>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <Field label={t("accounts.password")} name="password" type="password" autoComplete="new-password" error={err("password")} />
        <Field label={t("accounts.repeat")} name="repeat" type="password" autoComplete="new-password" error={err("repeat")} />
        <button type="submit" className="button" disabled={navigation.state !== "idle"}>
          {t("accounts.resetButton")}
        </button>
      </Form>
    </section>
  );
}
