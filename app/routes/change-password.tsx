import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ProfileNav } from "~/components/accounts/profile-nav";
import { Field } from "~/components/ui/field";
import { ChangePasswordSchema } from "~/core/accounts/account-forms";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { useTranslation } from "~/hooks/use-translation";
import { changePasswordFor } from "~/models/accounts/password-change.server";
import { httpFailure } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import { firstIssueMessage, readBody, requestTranslator } from "~/utils/request.server";
import styles from "~/styles/accounts.css?url";
import { keepRetryAfter } from "~/utils/http";

// A 429 from the action keeps its Retry-After.
export const headers = keepRetryAfter;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "profile.changePasswordTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context.cloudflare.env);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const parsed = ChangePasswordSchema.safeParse(await readBody(request));
  if (!parsed.success) return data({ result: "failed" as const, message: firstIssueMessage(request, parsed.error) }, { status: 400 });
  const t = requestTranslator(request);
  const changed = await changePasswordFor(env, request, user, parsed.data);
  if (!changed.ok) {
    const failure = httpFailure(request, changed.error);
    return data({ result: "failed" as const, message: failure.message }, { status: failure.status, headers: failure.headers });
  }
  return { result: "success" as const, message: t("accounts.passwordChanged") };
}

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  // A mismatch is reported in the browser and no call is made (SPEC §5).
  const { formProps, error: err } = useSchemaForm(ChangePasswordSchema);
  // SPEC §8: success clears the fields.
  useEffect(() => {
    if (fetcher.data?.result === "success") formRef.current?.reset();
  }, [fetcher.data]);
  return (
    <div className="profile-layout">
      <ProfileNav />
      <section className="card stack">
        <h1>{t("profile.changePasswordTitle")}</h1>
        {fetcher.data ? (
          <p
            className={fetcher.data.result === "success" ? "notice" : "form-error"}
            role={fetcher.data.result === "success" ? "status" : "alert"}
            data-testid="change-password-result"
          >
            {fetcher.data.message}
          </p>
        ) : null}
        <fetcher.Form ref={formRef} method="post" className="form" {...formProps}>
          <Field label={t("profile.oldPassword")} name="oldPassword" type="password" autoComplete="current-password" error={err("oldPassword")} />
          <Field label={t("profile.newPassword")} name="password" type="password" autoComplete="new-password" error={err("password")} />
          <Field label={t("profile.repeatPassword")} name="repeat" type="password" autoComplete="new-password" error={err("repeat")} />
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            {t("profile.save")}
          </button>
        </fetcher.Form>
      </section>
    </div>
  );
}
