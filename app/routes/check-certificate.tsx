// /check-certificate?token= (SPEC §2, §8): the public check, no login. Unknown or malformed token:
// 'Амжилтгүй' / 'Уучлаарай гэрчилгээний мэдээлэл одсонгүй' with 404, and the page stays open. The
// passing exam can be replayed (issue 16 ★).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ExamReplay } from "~/components/certificate/exam-replay";
import { formatDate } from "~/core/shared/dates";
import { minutesToWait } from "~/core/accounts/rate-limits";
import { useTranslation } from "~/hooks/use-translation";
import { certificateCheckPage } from "~/models/certificates/certificate-check-page.server";
import { retryAfterHeader } from "~/services/rate-limits.server";
import { getOptionalUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import prizeStyles from "~/styles/prize.css?url";
import certificateStyles from "~/styles/certificate.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: prizeStyles },
  { rel: "stylesheet", href: certificateStyles },
];
export const meta: MetaFunction = (args) => [...pageTitle(args, "certificate.checkTitle"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const viewer = await getOptionalUser(request, env);
  const page = await certificateCheckPage(env, request, new URL(request.url).searchParams.get("token"), viewer?.id ?? null);
  const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
  if (page.state === "missing") return data(page, { status: 404, headers });
  if (page.state === "limited") return data(page, { status: 429, headers: { ...headers, ...retryAfterHeader(page.retryAfterMs) } });
  return data(page, { headers });
}

export default function CheckCertificatePage() {
  const page = useLoaderData<typeof loader>();
  const { t, language } = useTranslation();
  if (page.state !== "found") {
    const message = page.state === "missing" ? t("certificate.notFound") : t("certificate.tooManyChecks", { minutes: minutesToWait(page.retryAfterMs) });
    return (
      <div className="stack cert-check">
        <h1>{t("certificate.checkTitle")}</h1>
        <div role="alert" className="cert-alert" data-testid="certificate-check-failed">
          <strong>{t("certificate.failedTitle")}</strong>
          <p>{message}</p>
        </div>
      </div>
    );
  }
  const c = page.certificate;
  return (
    <div className="stack cert-check">
      <h1>{t("certificate.checkTitle")}</h1>
      <section className="card" data-testid="certificate-check">
        <div className="cert-check__person">
          {c.image ? <img src={c.image} alt="" width={64} height={64} /> : null}
          <div>
            <h2 data-testid="check-name">{c.name}</h2>
            {c.revokedAt === null ? (
              <p className="cert-valid" data-testid="check-valid">
                ✓ {t("certificate.valid")}
              </p>
            ) : null}
          </div>
        </div>
        {c.revokedAt !== null ? (
          <p role="alert" className="cert-alert" data-testid="check-revoked">
            {t("certificate.revoked")} {t("certificate.revokedOn")}: {formatDate(c.revokedAt, language)}
          </p>
        ) : null}
        <dl className="cert-facts">
          <div>
            <dt>{t("certificate.id")}</dt>
            <dd data-testid="check-id">{c.id}</dd>
          </div>
          <div>
            <dt>{t("certificate.wpm")}</dt>
            <dd data-testid="check-wpm">{c.wpm}</dd>
          </div>
          {c.accuracy !== null ? (
            <div>
              <dt>{t("certificate.accuracy")}</dt>
              <dd>{c.accuracy}%</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("certificate.registered")}</dt>
            <dd>{formatDate(c.registered, language)}</dd>
          </div>
          <div>
            <dt>{t("certificate.issued")}</dt>
            <dd data-testid="check-end">{formatDate(c.end, language)}</dd>
          </div>
          <div>
            <dt>{t("certificate.email")}</dt>
            <dd className="cert-contact" data-testid="check-email">
              {c.email ?? "—"}
            </dd>
          </div>
          <div>
            <dt>{t("certificate.phone")}</dt>
            <dd className="cert-contact" data-testid="check-phone">
              {c.phone ?? "—"}
            </dd>
          </div>
        </dl>
        {page.owner ? null : <p className="muted">{t("certificate.maskedNote")}</p>}
      </section>
      {page.replay ? <ExamReplay text={page.replay.text} log={page.replay.log} /> : <p className="muted">{t("certificate.replay.unavailable")}</p>}
      {page.replay?.rounded ? (
        <p className="muted" data-testid="replay-rounded">
          {t("certificate.replay.rounded")}
        </p>
      ) : null}
    </div>
  );
}
