/** A player's photo; the room list, lobby table and lanes all use it. */
export function PlayerAvatar({ image, size = 36 }: { image: string | null; size?: number }) {
  return <img className="player-avatar" src={image ?? "/images/avatar-default.svg"} alt="" width={size} height={size} loading="lazy" />;
}
