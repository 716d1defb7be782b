import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";

/** A conform field's first error; schemas carry i18n keys, translated here. */
export function FieldError({ field }: { field: Pick<FieldMetadata<unknown>, "errorId" | "errors"> }) {
  const { t } = useTranslation();
  const first = field.errors?.[0];
  return first ? (
    <p id={field.errorId} className="field__error" role="alert">
      {t(first as MessageKey)}
    </p>
  ) : null;
}
