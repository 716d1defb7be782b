import { useNavigate, useRevalidator } from "@remix-run/react";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { COUPON_PART_LENGTH, COUPON_PARTS, spreadCouponInput } from "~/core/billing/coupons";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";
import { confirmCouponContract, useCouponContract } from "~/core/billing/purchase-api";
import { callApi, refusalMessage } from "~/utils/api-client";

/** Three boxes of 4 (SPEC §5): upper-case, focus moves on after 4; check → confirm → /beginner. */
export function CouponForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [parts, setParts] = useState<string[]>(() => Array.from({ length: COUPON_PARTS }, () => ""));
  const [months, setMonths] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const complete = parts.every((p) => p.length === COUPON_PART_LENGTH);
  const code = parts.join("");

  function change(index: number, value: string) {
    const next = spreadCouponInput(parts, index, value);
    setParts(next);
    setError(null);
    // Move on once this box is full (after a paste, to the first box that is not).
    if (next[index].length === COUPON_PART_LENGTH) {
      const target = next.findIndex((p, i) => i > index && p.length < COUPON_PART_LENGTH);
      boxes.current[target === -1 ? Math.min(index + 1, COUPON_PARTS - 1) : target]?.focus();
    }
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && parts[index] === "" && index > 0) boxes.current[index - 1]?.focus();
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    const answer = await callApi(useCouponContract, { coupon: code });
    if (!answer.ok) setError(answer.error.message);
    else if (answer.status === 200) setMonths(answer.body.data.month);
    else setError(refusalMessage(answer.body) ?? t("coupon.invalid"));
    setBusy(false);
  }

  async function confirm() {
    setBusy(true);
    const answer = await callApi(confirmCouponContract, { coupon: code, month: months ?? undefined });
    setBusy(false);
    setMonths(null);
    if (answer.ok && answer.status === 200) {
      revalidator.revalidate();
      navigate("/beginner");
      return;
    }
    setError(answer.ok ? (refusalMessage(answer.body) ?? t("coupon.invalid")) : answer.error.message);
  }

  return (
    <>
      <form className="coupon-form" onSubmit={check} noValidate data-testid="coupon-form">
        <h2>{t("coupon.title")}</h2>
        <p className="lead">{t("coupon.hint")}</p>
        <div className="coupon-boxes">
          {parts.map((part, index) => (
            <input
              key={index}
              ref={(el) => {
                boxes.current[index] = el;
              }}
              value={part}
              onChange={(e) => change(index, e.target.value)}
              onKeyDown={(e) => keyDown(index, e)}
              aria-label={t("coupon.part", { n: index + 1 })}
              aria-invalid={error ? true : undefined}
              className="coupon-box"
              inputMode="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              data-testid={`coupon-part-${index + 1}`}
            />
          ))}
        </div>
        {error ? (
          <p className="notice notice--error" role="alert" data-testid="coupon-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={!complete || busy} data-testid="coupon-check">
          {t("coupon.check")}
        </button>
      </form>
      <Dialog open={months !== null} onClose={() => setMonths(null)} title={t("coupon.title")} testId="coupon-confirm">
        <p data-testid="coupon-confirm-question">{t("coupon.confirm")}</p>
        <p className="lead">{t("coupon.months", { months: months ?? 0 })}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setMonths(null)} disabled={busy}>
            {t("coupon.cancel")}
          </button>
          <button type="button" className="button" onClick={confirm} disabled={busy} data-testid="coupon-yes">
            {t("coupon.yes")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
