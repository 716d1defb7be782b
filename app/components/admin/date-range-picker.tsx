// The prize race's date range (SPEC §9: shown 'D MMM, YYYY'; starts at today and a month later).
// A button shows the range; it opens a modal calendar (arrow keys move, Enter picks, Esc closes).
// The chosen days go to the form as hidden YYYY-MM-DD inputs, which the schema checks.
import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { addDays, formatPickerDay as formatDay, monthGrid, monthName, parseIsoDay, pickDay, type IsoDay } from "~/core/admin/date-range";
import { useTranslation } from "~/hooks/use-translation";
import { ClientButton } from "~/components/ui/client-button";

interface Props {
  startName: string;
  endName: string;
  defaultStart: IsoDay;
  defaultEnd: IsoDay;
  label: string;
  disabled?: boolean;
  error?: string;
}

export function DateRangePicker({ startName, endName, defaultStart, defaultEnd, label, disabled, error }: Props) {
  const { t } = useTranslation();
  // SPEC §9's 'D MMM, YYYY' with the interface language's month names.
  const months = t("race.admin.months").split(",");
  const formatPickerDay = (day: IsoDay) => formatDay(day, months);
  const [range, setRange] = useState<{ start: IsoDay; end: IsoDay | null }>({ start: defaultStart, end: defaultEnd });
  const [open, setOpen] = useState(false);
  const first = parseIsoDay(range.start) ?? { year: 2026, month: 1, day: 1 };
  const [page, setPage] = useState({ year: first.year, month: first.month });
  const [focus, setFocus] = useState<IsoDay>(range.start);
  const end = range.end ?? range.start;
  const shown = `${formatPickerDay(range.start)} – ${formatPickerDay(end)}`;

  const turn = (by: number) =>
    setPage((p) => {
      const d = new Date(Date.UTC(p.year, p.month - 1 + by, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    });
  const choose = (day: IsoDay) => {
    const next = pickDay(range, day);
    setRange(next);
    setFocus(day);
    if (next.end) setOpen(false);
  };
  const moveFocus = (by: number) => {
    const next = addDays(focus, by);
    const p = parseIsoDay(next)!;
    setFocus(next);
    setPage({ year: p.year, month: p.month });
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus());
  };

  return (
    <div className="admin-field">
      <span className="admin-field__label" id={`${startName}-label`}>
        {label}
      </span>
      <ClientButton
        className="date-range__button"
        aria-labelledby={`${startName}-label ${startName}-value`}
        aria-describedby={error ? `${startName}-error` : undefined}
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid="date-range"
      >
        <span id={`${startName}-value`}>{shown}</span>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </ClientButton>
      <input type="hidden" name={startName} value={range.start} />
      <input type="hidden" name={endName} value={end} />
      {error ? (
        <p className="field__error" id={`${startName}-error`}>
          {error}
        </p>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={t("race.admin.pickRange")} testId="date-range-dialog">
        <div className="calendar">
          <div className="calendar__head">
            <button type="button" className="icon-button" aria-label={t("race.admin.prevMonth")} onClick={() => turn(-1)}>
              ‹
            </button>
            <strong aria-live="polite">{t("race.admin.monthTitle", { month: monthName(page.month, months), year: page.year })}</strong>
            <button type="button" className="icon-button" aria-label={t("race.admin.nextMonth")} onClick={() => turn(1)}>
              ›
            </button>
          </div>
          <p className="field__hint" aria-live="polite">
            {range.end ? shown : t("race.admin.pickEnd")}
          </p>
          <table className="calendar__grid" role="grid">
            <thead>
              <tr>
                {t("race.admin.weekdays")
                  .split(",")
                  .map((d) => (
                    <th key={d} scope="col">
                      {d}
                    </th>
                  ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(page.year, page.month).map((week, i) => (
                <tr key={i}>
                  {week.map((day, j) => {
                    if (!day) return <td key={j} />;
                    const inRange = day >= range.start && day <= end;
                    const edge = day === range.start || day === range.end;
                    return (
                      <td key={j}>
                        <button
                          type="button"
                          data-day={day}
                          className={edge ? "calendar__day calendar__day--edge" : inRange ? "calendar__day calendar__day--in" : "calendar__day"}
                          aria-pressed={inRange}
                          aria-label={formatPickerDay(day)}
                          tabIndex={day === focus ? 0 : -1}
                          onClick={() => choose(day)}
                          onKeyDown={(e) => {
                            const by = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
                            if (by) {
                              e.preventDefault();
                              moveFocus(by);
                            }
                          }}
                        >
                          {parseIsoDay(day)!.day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Dialog>
    </div>
  );
}
