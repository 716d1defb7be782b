import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";

interface OnlineRace {
  roomId: string;
  percent: number;
  wpm: number;
  place: number;
  date: number;
}
interface PrizeRace {
  raceId: number;
  name: string;
  wpm: number;
  date: number;
  active: boolean;
}

/** The profile's recent results: online rooms (place 0 = did not finish) or prize races. */
export function RaceHistory({ tab, onlineRaces, prizeRaces }: { tab: "online" | "prize"; onlineRaces: OnlineRace[]; prizeRaces: PrizeRace[] }) {
  const { t, language } = useTranslation();
  if (tab === "online") {
    if (onlineRaces.length === 0) return <p className="empty-state">{t("profile.noOnlineRaces")}</p>;
    return (
      <table data-testid="online-races">
        <thead>
          <tr>
            <th scope="col">{t("profile.date")}</th>
            <th scope="col">{t("profile.place")}</th>
            <th scope="col">{t("profile.speed")}</th>
            <th scope="col">{t("profile.progress")}</th>
          </tr>
        </thead>
        <tbody>
          {onlineRaces.map((r) => (
            <tr key={r.roomId}>
              <td>{formatDate(r.date, language)}</td>
              <td className="medal">{r.place > 0 ? r.place : t("profile.notPlaced")}</td>
              <td>{t("profile.wpmUnit", { wpm: r.wpm })}</td>
              <td>{r.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (prizeRaces.length === 0) return <p className="empty-state">{t("profile.noPrizeRaces")}</p>;
  return (
    <table data-testid="prize-races">
      <thead>
        <tr>
          <th scope="col">{t("profile.race")}</th>
          <th scope="col">{t("profile.speed")}</th>
          <th scope="col">{t("profile.date")}</th>
          <th scope="col">{t("profile.status")}</th>
        </tr>
      </thead>
      <tbody>
        {prizeRaces.map((r) => (
          <tr key={r.raceId}>
            <td>{r.name}</td>
            <td>{t("profile.wpmUnit", { wpm: r.wpm })}</td>
            <td>{formatDate(r.date, language)}</td>
            <td>{r.active ? t("profile.raceActive") : t("profile.raceFinished")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
