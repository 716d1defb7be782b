// Top lists by WPM: all time and this month, side by side (SPEC §2; 10 on beginner, 9 elsewhere).
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import type { TopEntry } from "~/core/typing/typing-api";

export function TopLists({ allTime, thisMonth, currentUserId }: { allTime: TopEntry[]; thisMonth: TopEntry[]; currentUserId: number | null }) {
  return (
    <div className="tt-tops">
      <TopList titleKey="typing.top.allTime" entries={allTime} currentUserId={currentUserId} testId="top-all-time" />
      <TopList titleKey="typing.top.thisMonth" entries={thisMonth} currentUserId={currentUserId} testId="top-this-month" />
    </div>
  );
}

function TopList({ titleKey, entries, currentUserId, testId }: { titleKey: MessageKey; entries: TopEntry[]; currentUserId: number | null; testId: string }) {
  const { t, language } = useTranslation();
  return (
    <section className="card tt-top" aria-label={t(titleKey)} data-testid={testId}>
      <h2>{t(titleKey)}</h2>
      {entries.length === 0 ? (
        <p className="tt-top__empty">{t("typing.top.empty")}</p>
      ) : (
        <ol className="tt-top__list">
          {entries.map((entry, i) => (
            <li key={entry.id} className={entry.id === currentUserId ? "is-me" : undefined} data-testid="top-entry" data-user-id={entry.id}>
              <span className="tt-top__place">{i + 1}</span>
              <img src={entry.image} alt="" width={32} height={32} loading="lazy" />
              <span className="tt-top__who">
                <span className="tt-top__name">{entry.name}</span>
                <time dateTime={new Date(entry.date).toISOString()}>{formatDate(entry.date, language)}</time>
              </span>
              <strong className="tt-top__wpm">{entry.wpm} WPM</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
