import { useId, type InputHTMLAttributes, type ReactNode } from "react";

/** Label, input and its message, wired together for screen readers. */
export function Field({ label, error, hint, ...input }: { label: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error || hint ? messageId : undefined} {...input} />
      {error ? (
        <p id={messageId} className="field__error">
          {error}
        </p>
      ) : hint ? (
        <div id={messageId} className="field__hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
