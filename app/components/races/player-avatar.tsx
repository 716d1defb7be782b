import { useTranslation } from "~/hooks/use-translation";

/** A player's photo; the room list, lobby table and lanes all use it. */
export function PlayerAvatar({ image, size = 36 }: { image: string | null; size?: number }) {
  return <img className="player-avatar" src={image ?? "/images/avatar-default.svg"} alt="" width={size} height={size} loading="lazy" />;
}

/** The headings every player table starts with: photo, name, id, rank. */
export function PlayerHeadings() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col">{t("races.colPhoto")}</th>
      <th scope="col">{t("races.colName")}</th>
      <th scope="col">{t("races.colId")}</th>
      <th scope="col">{t("races.colRank")}</th>
    </>
  );
}
