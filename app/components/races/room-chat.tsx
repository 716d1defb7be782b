import { useEffect, useRef, useState, type FormEvent } from "react";
import { CHAT_MAX_CHARS } from "~/core/races/protocol";
import { checkChatMessage } from "~/core/races/race-rules";
import type { ChatLine } from "~/hooks/use-room-chat";
import { useTranslation } from "~/hooks/use-translation";

/** Group chat: plain text only (React escapes it), at most 50 characters, Enter or the button; collapsible with an unread marker. */
export function RoomChat({
  lines,
  historyLength = 0,
  onSend,
  you,
  collapsible = false,
  startOpen = !collapsible,
}: {
  lines: ChatLine[];
  historyLength?: number;
  onSend: (message: string) => void;
  you: number | null;
  collapsible?: boolean;
  /** Collapsible chats start closed unless told otherwise (the lobby's starts open). */
  startOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const [open, setOpen] = useState(startOpen);
  const [seen, setSeen] = useState(lines.length);
  const list = useRef<HTMLOListElement>(null);
  const unread = open ? 0 : Math.max(0, lines.length - Math.max(seen, historyLength));

  useEffect(() => {
    if (open) setSeen(lines.length);
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lines.length, open]);

  const draftCheck = checkChatMessage(draft);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkChatMessage(draft);
    if (!checked.ok) return;
    onSend(checked.message);
    setDraft("");
  };

  return (
    <section className="card chat" aria-label={t("chat.title")} data-testid="chat">
      <div className="chat__head">
        <h2>
          {t("chat.title")}
          {unread > 0 ? (
            <span className="badge" data-testid="chat-unread" aria-label={t("chat.unread")}>
              {unread}
            </span>
          ) : null}
        </h2>
        {collapsible ? (
          <button type="button" className="button button--ghost button--small" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            {open ? t("chat.hide") : t("chat.show")}
          </button>
        ) : null}
      </div>
      {open ? (
        <>
          <ol className="chat__lines" ref={list} aria-live="polite">
            {lines.length === 0 ? <li className="muted">{t("chat.empty")}</li> : null}
            {lines.map((l) => (
              <li key={`${l.at}-${l.userId}-${l.message}`} className={l.userId === you ? "chat__line chat__line--mine" : "chat__line"}>
                <span className="chat__name">{l.name}</span>
                <span className="chat__text">{l.message}</span>
              </li>
            ))}
          </ol>
          <form className="chat__form" onSubmit={submit}>
            <input
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={CHAT_MAX_CHARS}
              placeholder={t("chat.placeholder")}
              aria-label={t("chat.placeholder")}
              data-testid="chat-input"
            />
            <button type="submit" className="button button--small" disabled={!draftCheck.ok}>
              {t("chat.send")}
            </button>
          </form>
          {!draftCheck.ok && draftCheck.reason === "control" ? (
            <p className="chat__error" role="alert" data-testid="chat-error">
              {t("chat.error.control")}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
