import type { MetaFunction } from "@remix-run/cloudflare";
import { RANKS } from "~/core/accounts/ranks";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = (args) => pageTitle(args, "help.title");

export default function Help() {
  const { t, language } = useTranslation();
  return (
    <div className="stack">
      <h1>{t("help.title")}</h1>
      <p className="lead">{t("help.lead")}</p>
      <section className="card" aria-labelledby="usage">
        <h2 id="usage">{t("help.usageTitle")}</h2>
        <ol>
          <li>{t("help.usage1")}</li>
          <li>{t("help.usage2")}</li>
          <li>{t("help.usage3")}</li>
          <li>{t("help.usage4")}</li>
        </ol>
      </section>
      <section className="card" aria-labelledby="payment">
        <h2 id="payment">{t("help.paymentTitle")}</h2>
        <ul>
          <li>{t("help.payment1")}</li>
          <li>{t("help.payment2")}</li>
          <li>{t("help.payment3")}</li>
        </ul>
        <h3>{t("help.supportTitle")}</h3>
        <p>{t("help.supportHours")}</p>
      </section>
      <section className="card" aria-labelledby="script-keyboard" id="script-keyboard-help">
        <h2 id="script-keyboard">{t("script.howTitle")}</h2>
        <p>{t("script.helpLead")}</p>
        <ul>
          <li>{t("script.how.windows")}</li>
          <li>{t("script.how.macos")}</li>
          <li>{t("script.how.linux")}</li>
          <li>{t("script.how.chromeos")}</li>
          <li>{t("script.how.phone")}</li>
        </ul>
        <p>{t("script.helpBuiltIn")}</p>
        <p>{t("script.helpMarks")}</p>
      </section>
      <section className="card" aria-labelledby="ranks">
        <h2 id="ranks">{t("help.ranksTitle")}</h2>
        <div className="table-scroll">
          <table data-testid="rank-table">
            <thead>
              <tr>
                <th scope="col">{t("help.rankColumn")}</th>
                <th scope="col">{t("help.pointsColumn")}</th>
              </tr>
            </thead>
            <tbody>
              {RANKS.map((rank) => (
                <tr key={rank.id}>
                  <td>
                    <span className="rank-cell">
                      <img src={rank.image} alt="" width={36} height={36} />
                      {language === "mn" ? rank.nameMn : rank.nameEn}
                    </span>
                  </td>
                  <td>{t("help.pointsFrom", { points: formatNumber(rank.minPoints, language) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
