import { useId, type InputHTMLAttributes, type ReactNode } from "react";

/** Label, input and its message, wired together for screen readers. */
export function Field({ label, error, hint, ...input }: { label: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error || hint ? messageId : undefined} {...input} />
      {/* The hint stays (e.g. the strength bar) and an error joins it. */}
      {hint || error ? (
        <div id={messageId}>
          {hint ? <div className="field__hint">{hint}</div> : null}
          {error ? <p className="field__error">{error}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
