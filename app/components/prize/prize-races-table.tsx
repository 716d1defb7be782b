// The prize race list (SPEC §2): image with preview, name and id, participants, top WPM, leader,
// allowed points range and WPM limit, start and end dates, status icon, Join or Finished.
// At phone width each row becomes a card (races.css / prize.css).
import { useState } from "react";
import type { PrizeRaceItem } from "~/core/races/prize-api";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import { formatDateTime } from "~/core/shared/dates";
import { ClientButton } from "~/components/ui/client-button";

const DEFAULT_IMAGE = "/images/prize-race.svg";

export function PrizeRacesTable({ races, onJoin }: { races: PrizeRaceItem[]; onJoin: (raceId: number) => void }) {
  const { t, language } = useTranslation();
  const [preview, setPreview] = useState<PrizeRaceItem | null>(null);
  if (races.length === 0)
    return (
      <p className="empty-state" data-testid="no-prize-races">
        {t("prize.empty")}
      </p>
    );
  return (
    <>
      <div className="table-scroll">
        <table className="prize-table" data-testid="prize-races-table">
          <thead>
            <tr>
              <th scope="col">{t("prize.colImage")}</th>
              <th scope="col">{t("prize.colName")}</th>
              <th scope="col">{t("prize.colUsers")}</th>
              <th scope="col">{t("prize.colTopWpm")}</th>
              <th scope="col">{t("prize.colLeader")}</th>
              <th scope="col">{t("prize.colAllowed")}</th>
              <th scope="col">{t("prize.colDates")}</th>
              <th scope="col">{t("prize.colStatus")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("prize.join")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {races.map((race) => (
              <tr key={race.raceId} data-testid={`prize-race-${race.raceId}`} data-phase={race.phase}>
                <td data-label={t("prize.colImage")}>
                  <ClientButton className="prize-thumb" onClick={() => setPreview(race)} aria-label={`${t("prize.preview")}: ${race.name}`}>
                    <img src={race.image ?? DEFAULT_IMAGE} alt="" width={56} height={40} loading="lazy" />
                  </ClientButton>
                </td>
                <td data-label={t("prize.colName")}>
                  <div>
                    <strong>{race.name}</strong>
                    <span className="prize-id mono">#{race.raceId}</span>
                  </div>
                </td>
                <td data-label={t("prize.colUsers")} data-testid="prize-users">
                  {formatNumber(race.users, language)}
                </td>
                <td data-label={t("prize.colTopWpm")}>{race.wpm > 0 ? `${race.wpm} WPM` : "—"}</td>
                <td data-label={t("prize.colLeader")}>{race.top ?? t("prize.noLeader")}</td>
                <td data-label={t("prize.colAllowed")}>
                  <div>
                    <span className="prize-range">
                      {t("prize.points", { min: formatNumber(race.minPoint, language), max: formatNumber(race.maxPoint, language) })}
                    </span>
                    <span className="prize-range">{t("prize.limitWpm", { wpm: race.limitWpm })}</span>
                  </div>
                </td>
                <td data-label={t("prize.colDates")}>
                  <div>
                    <time className="prize-date" dateTime={new Date(race.start_at).toISOString()}>
                      {formatDateTime(race.start_at, language)}
                    </time>
                    <time className="prize-date" dateTime={new Date(race.end_at).toISOString()}>
                      {formatDateTime(race.end_at, language)}
                    </time>
                  </div>
                </td>
                <td data-label={t("prize.colStatus")}>
                  <span className={`prize-status prize-status--${race.phase}`}>
                    <span className="prize-status__icon" aria-hidden="true" /> {t(`prize.status.${race.phase}`)}
                  </span>
                </td>
                <td>
                  {race.phase === "finished" ? (
                    <span className="prize-finished">{t("prize.finished")}</span>
                  ) : (
                    <ClientButton className="button button--small" onClick={() => onJoin(race.raceId)} data-testid="prize-join">
                      {t("prize.join")}
                    </ClientButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={preview !== null} onClose={() => setPreview(null)} title={preview?.name ?? t("prize.previewTitle")} testId="prize-image-preview">
        {preview ? <img className="prize-preview" src={preview.image ?? DEFAULT_IMAGE} alt={preview.name} /> : null}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => setPreview(null)}>
            {t("prize.close")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
