// The profile's heatmap (issue 19 §4): the learner's own keys for the Mongolian or English keyboard;
// switching the keyboard reads the other layout's rows with the key-stats call.
import { useState } from "react";
import { layoutFor } from "~/core/typing/layouts";
import type { KeyStat, KeyStatsLayout } from "~/core/typing/key-stats";
import { useMnLayoutVariant } from "~/hooks/use-mn-layout-variant";
import { useTranslation } from "~/hooks/use-translation";
import { KeyHeatmap } from "./key-heatmap";
import { fetchKeyStats } from "./key-stats-client";

export function ProfileKeyStats({ initial }: { initial: { layout: KeyStatsLayout; keys: KeyStat[] } }) {
  const { t } = useTranslation();
  const [variant] = useMnLayoutVariant();
  const [shown, setShown] = useState(initial);
  const [failed, setFailed] = useState(false);
  const choose = async (layout: KeyStatsLayout) => {
    const keys = await fetchKeyStats(layout);
    setFailed(keys === null);
    if (keys) setShown({ layout, keys });
  };
  const controls = (
    <label className="kb-variant">
      <span>{t("keys.heatmap.layout")}</span>
      <select className="select" value={shown.layout} onChange={(e) => void choose(e.target.value === "en" ? "en" : "mn")} data-testid="heatmap-layout">
        <option value="mn">{t("keys.layout.mn")}</option>
        <option value="en">{t("keys.layout.en")}</option>
      </select>
    </label>
  );
  return (
    <>
      <KeyHeatmap
        layout={layoutFor(shown.layout, variant)}
        stats={shown.keys}
        title={t("keys.heatmap.title")}
        testId="profile-heatmap"
        practiceHref={`/practice?layout=${shown.layout}`}
        controls={controls}
      />
      {failed && (
        <p className="tt-alert is-error" role="alert">
          {t("keys.error.load")}
        </p>
      )}
    </>
  );
}
