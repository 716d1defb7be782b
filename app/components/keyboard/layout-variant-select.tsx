import { memo } from "react";
import type { LayoutId } from "~/core/typing/layouts";
import { ClientSelect } from "~/components/ui/client-button";
import { useTranslation } from "~/hooks/use-translation";

/**
 * Picks the Mongolian number row: Windows (symbols unshifted) or Linux xkb (digits unshifted). Memoised:
 * the lesson's keyboard renders again for the next key's hint, the choice does not.
 */
export const LayoutVariantSelect = memo(function LayoutVariantSelect({ value, onChange }: { value: LayoutId; onChange: (id: LayoutId) => void }) {
  const { t } = useTranslation();
  return (
    <label className="kb-variant">
      <span>{t("keyboard.variant")}</span>
      <ClientSelect value={value} onChange={(e) => onChange(e.target.value as LayoutId)} data-testid="layout-variant">
        <option value="mn-windows">{t("keyboard.variant.mn-windows")}</option>
        <option value="mn-linux">{t("keyboard.variant.mn-linux")}</option>
      </ClientSelect>
    </label>
  );
});
