// /teacher/classes/:classId/join-card (issue 30): the join card for the projector — the class, its code
// in big letters and a large QR code of the join link, drawn on the server as one SVG path.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { formatJoinCode } from "~/core/classes/join-code";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { ownClass } from "~/models/classes/classes.server";
import { qrMatrix, qrSvgPath } from "~/services/qr.server";
import { pageTitle } from "~/utils/meta";
import { requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";
import { siteOrigin } from "~/utils/settings.server";
import styles from "~/styles/classes.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "teacher.joinCard.title");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const found = await ownClass(createDb(env.DB), teacher, params.classId, requestTranslator(request)("teacher.class.notFound"));
  const origin = siteOrigin(env);
  const link = `${origin}/join/${found.joinCode}`;
  const matrix = qrMatrix(link);
  return {
    id: found.id,
    name: found.name,
    grade: found.grade,
    school: found.school,
    code: found.joinCode,
    link,
    joinPage: `${new URL(origin).host}/join`,
    qr: { size: matrix.size, path: qrSvgPath(matrix) },
  };
}

export default function JoinCard() {
  const card = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const side = card.qr.size + 8;
  // The address sits inside the sentence where each language puts it, set in its own larger type.
  const [before, after] = t("teacher.joinCard.orType", { link: "\u0000" }).split("\u0000");
  return (
    <section className="join-card" data-testid="join-card">
      <div className="join-card__text">
        <h1 className="join-card__class">{card.name}</h1>
        <p className="join-card__meta">
          {t("teacher.list.grade", { grade: card.grade })} · {card.school}
        </p>
        <p className="join-card__code" data-testid="join-card-code" aria-label={card.code.split("").join(" ")}>
          {formatJoinCode(card.code)}
        </p>
        <p className="join-card__how">{t("teacher.joinCard.scan")}</p>
        <p className="join-card__how">
          {before}
          <span className="join-card__link" data-testid="join-card-link">
            {card.joinPage}
          </span>
          {after}
        </p>
        <p>
          <Link to={`/teacher/classes/${card.id}/settings`}>← {t("teacher.joinCard.back")}</Link>
        </p>
      </div>
      <svg
        className="join-card__qr"
        viewBox={`0 0 ${side} ${side}`}
        role="img"
        aria-label={t("teacher.joinCard.qr")}
        shapeRendering="crispEdges"
        data-testid="join-card-qr"
        data-link={card.link}
      >
        <rect width={side} height={side} fill="#fff" />
        <path d={card.qr.path} fill="#000" />
      </svg>
    </section>
  );
}
