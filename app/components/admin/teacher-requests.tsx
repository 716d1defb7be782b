// The console's teacher requests (issue 30): each pending request with Approve, and Refuse with the
// reason the learner will read. Both forms share one zod schema (TeacherDecisionSchema), checked by
// conform here and again by the action.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { TeacherDecisionSchema } from "~/core/classes/class-forms";
import { formatDateTime } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { FieldError } from "./field-error";

export interface PendingRequest {
  id: number;
  userId: number;
  name: string;
  email: string;
  school: string;
  town: string;
  phone: string;
  createdAt: number;
}

type Answer = { requestId: number | null; intent: string; result: SubmissionResult<string[]> } | undefined;

function Decision({ request, answer }: { request: PendingRequest; answer: Answer }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mine = answer?.requestId === request.id;
  const [approveForm] = useForm({
    id: `approve-${request.id}`,
    lastResult: mine && answer?.intent === "approve" ? answer.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TeacherDecisionSchema }),
  });
  const [refuseForm, refuseFields] = useForm({
    id: `refuse-${request.id}`,
    lastResult: mine && answer?.intent === "refuse" ? answer.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TeacherDecisionSchema }),
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("requestId") === String(request.id);
  const formError = [approveForm, refuseForm].flatMap((f) => f.errors ?? [])[0];
  return (
    <div className="stack teacher-decision">
      {formError ? (
        <p className="field__error" role="alert">
          {t(formError as MessageKey)}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(approveForm)}>
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="requestId" value={request.id} />
        <button type="submit" className="button button--small" disabled={busy} data-testid="approve-request">
          {t("admin.teachers.approve")}
        </button>
      </Form>
      <Form method="post" className="teacher-decision__refuse" {...getFormProps(refuseForm)}>
        <input type="hidden" name="intent" value="refuse" />
        <input type="hidden" name="requestId" value={request.id} />
        <div className="admin-field">
          <label htmlFor={refuseFields.reason.id}>{t("admin.teachers.reason")}</label>
          <input {...getInputProps(refuseFields.reason, { type: "text" })} maxLength={300} aria-describedby={`${refuseFields.reason.id}-hint`} />
          <p id={`${refuseFields.reason.id}-hint`} className="muted">
            {t("admin.teachers.reasonHint")}
          </p>
          <FieldError field={refuseFields.reason} />
        </div>
        <button type="submit" className="button button--small button--danger" disabled={busy} data-testid="refuse-request">
          {t("admin.teachers.refuse")}
        </button>
      </Form>
    </div>
  );
}

export function TeacherRequestsTable({ requests, answer }: { requests: PendingRequest[]; answer: Answer }) {
  const { t, language } = useTranslation();
  if (requests.length === 0) return <p className="muted">{t("admin.teachers.noRequests")}</p>;
  return (
    <table className="admin-table" data-testid="teacher-requests">
      <thead>
        <tr>
          <th scope="col">{t("admin.teachers.learner")}</th>
          <th scope="col">{t("admin.teachers.school")}</th>
          <th scope="col">{t("admin.teachers.town")}</th>
          <th scope="col">{t("admin.teachers.phone")}</th>
          <th scope="col">{t("admin.teachers.sentAt")}</th>
          <th scope="col">{t("admin.teachers.decision")}</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((r) => (
          <tr key={r.id} data-testid="teacher-request" data-email={r.email}>
            <td data-label={t("admin.teachers.learner")} className="admin-table__email">
              <Link to={`/admin/learners/${r.userId}`}>{r.name}</Link>
              <br />
              <span className="muted">{r.email}</span>
            </td>
            <td data-label={t("admin.teachers.school")}>{r.school}</td>
            <td data-label={t("admin.teachers.town")}>{r.town}</td>
            <td data-label={t("admin.teachers.phone")}>{r.phone}</td>
            <td data-label={t("admin.teachers.sentAt")}>{formatDateTime(r.createdAt, language)}</td>
            <td data-label={t("admin.teachers.decision")}>
              <Decision request={r} answer={answer} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
