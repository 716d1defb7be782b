import { useNavigate } from "@remix-run/react";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/hooks/use-translation";

/** SPEC §2: the room's language is Mongolian or English; the choice goes to /create-race/{мон|eng}. */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} title={t("races.languageTitle")} testId="language-modal">
      <div className="dialog__actions dialog__actions--split">
        <button type="button" className="button" data-testid="language-mn" onClick={() => navigate("/create-race/мон")}>
          {t("races.languageMn")}
        </button>
        <button type="button" className="button" data-testid="language-en" onClick={() => navigate("/create-race/eng")}>
          {t("races.languageEn")}
        </button>
      </div>
    </Dialog>
  );
}
