// /join (issue 30): type a class's code; it is read leniently (case, spaces, dashes, Cyrillic
// look-alikes) and leads to /join/CODE, which shows the class before anyone joins.
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { JoinCodeSchema } from "~/core/classes/class-forms";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { useTranslation } from "~/hooks/use-translation";
import { pageTitle } from "~/utils/meta";
import { readFormData, refusal } from "~/utils/request.server";
import styles from "~/styles/classes.css?url";
import accountStyles from "~/styles/accounts.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = (args) => pageTitle(args, "classes.join.title");

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request, 4_096);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  const submission = parseWithZod(formData, { schema: JoinCodeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  return redirect(`/join/${submission.value.code}`);
}

export default function JoinPage() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const { error, formProps } = useSchemaForm(JoinCodeSchema, { lastResult: answer?.result });
  return (
    <section className="card stack join-page" data-testid="join-form">
      <h1>{t("classes.join.title")}</h1>
      <p className="muted">{t("classes.join.lead")}</p>
      <Form method="post" className="form" {...formProps}>
        <Field
          label={t("classes.join.code")}
          name="code"
          className="join-code-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          placeholder="ACDE-4FHK"
          error={error("code")}
        />
        <button type="submit" className="button" disabled={navigation.state !== "idle"}>
          {t("classes.join.next")}
        </button>
      </Form>
    </section>
  );
}
