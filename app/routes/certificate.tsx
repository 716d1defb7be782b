// /certificate (SPEC §2): the refusal modals, the exam, or the certificate with its QR code and PDF;
// links to /lesson, /beginner and /payment.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CertificateCard } from "~/components/certificate/certificate-card";
import { ExamScreen } from "~/components/certificate/exam-screen";
import { RefusalDialogs } from "~/components/certificate/refusal-dialogs";
import { formatDateTime } from "~/core/shared/dates";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { siteOrigin } from "~/utils/settings.server";
import { certificatePage } from "~/models/certificates/certificate-page.server";
import { requireUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import typingStyles from "~/styles/typing.css?url";
import prizeStyles from "~/styles/prize.css?url";
import certificateStyles from "~/styles/certificate.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: typingStyles },
  { rel: "stylesheet", href: prizeStyles },
  { rel: "stylesheet", href: certificateStyles },
];
export const meta: MetaFunction = (args) => pageTitle(args, "certificate.title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  return certificatePage(createDb(env.DB), user.id, siteOrigin(env));
}

export default function CertificateRoute() {
  const page = useLoaderData<typeof loader>();
  const { t, language } = useTranslation();
  return (
    <div className="stack cert-page">
      {page.state === "certificate" ? <CertificateCard certificate={page.certificate} /> : <h1>{t("certificate.title")}</h1>}
      {page.state === "exam" ? <ExamScreen key={page.exam.examId} exam={page.exam} marks={page.marks} /> : null}
      {page.state === "wait" ? (
        <section className="card" role="status" data-testid="certificate-exam-wait">
          <h2>{t("certificate.exam.waitTitle")}</h2>
          <p>{t("certificate.exam.wait", { sittings: page.sittings, time: formatDateTime(page.nextAt, language) })}</p>
        </section>
      ) : null}
      {page.state === "refused" ? <RefusalDialogs reason={page.reason} /> : null}
      <nav className="cert-nav" aria-label={t("certificate.title")}>
        <Link to="/lesson" className="button button--ghost">
          {t("certificate.navLessons")}
        </Link>
        <Link to="/beginner" className="button button--ghost">
          {t("certificate.navTest")}
        </Link>
        <Link to="/payment" className="button button--ghost">
          {t("certificate.navPayment")}
        </Link>
      </nav>
    </div>
  );
}
