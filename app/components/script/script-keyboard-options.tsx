// Under a script lesson's keyboard picture: the layout it follows and the built-in keyboard switch.
import type { ScriptLayoutId } from "~/hooks/use-script-keyboard";
import { useTranslation } from "~/hooks/use-translation";

interface Props {
  builtIn: boolean;
  onBuiltIn: (on: boolean) => void;
  variant: ScriptLayoutId;
  onVariant: (id: ScriptLayoutId) => void;
}

export function ScriptKeyboardOptions({ builtIn, onBuiltIn, variant, onVariant }: Props) {
  const { t } = useTranslation();
  return (
    <div className="script-options">
      <label className="script-options__builtin">
        {/* The focus goes back to the text box by the screen's own click handler. */}
        <input type="checkbox" checked={builtIn} onChange={(e) => onBuiltIn(e.target.checked)} data-testid="built-in-keyboard" />
        <span>{t("script.builtIn")}</span>
      </label>
      <p className="script-options__hint">{t("script.builtInHint")}</p>
      <label className="kb-variant">
        <span>{t("script.layout")}</span>
        <select value={variant} onChange={(e) => onVariant(e.target.value as ScriptLayoutId)} data-testid="script-layout-variant">
          <option value="mong-standard">{t("script.layout.mong-standard")}</option>
          <option value="mong-mongolian">{t("script.layout.mong-mongolian")}</option>
        </select>
      </label>
    </div>
  );
}
