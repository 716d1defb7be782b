// The profile's heatmap (issue 19 §4): the learner's own keys for the Mongolian or English keyboard;
// switching the keyboard reads the other layout's rows with the key-stats call.
import { useState } from "react";
import { KEY_STATS_LAYOUTS, type KeyStat, type KeyStatsLayout } from "~/core/typing/key-stats";
import { useStatsKeyboard } from "~/hooks/use-stats-keyboard";
import scriptStyles from "~/styles/script.css?url";
import { useTranslation } from "~/hooks/use-translation";
import { KeyHeatmap } from "./key-heatmap";
import { fetchKeyStats } from "./key-stats-client";
import { ClientSelect } from "~/components/ui/client-button";

export function ProfileKeyStats({ initial }: { initial: { layout: KeyStatsLayout; keys: KeyStat[] } }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(initial);
  const { keyboard } = useStatsKeyboard(shown.layout);
  const [failed, setFailed] = useState(false);
  const choose = async (layout: KeyStatsLayout) => {
    const keys = await fetchKeyStats(layout);
    setFailed(keys === null);
    if (keys) setShown({ layout, keys });
  };
  const controls = (
    <label className="kb-variant">
      <span>{t("keys.heatmap.layout")}</span>
      <ClientSelect
        className="select"
        value={shown.layout}
        onChange={(e) => void choose(KEY_STATS_LAYOUTS.find((l) => l === e.target.value) ?? "mn")}
        data-testid="heatmap-layout"
      >
        {KEY_STATS_LAYOUTS.map((layout) => (
          <option key={layout} value={layout}>
            {t(`keys.layout.${layout}`)}
          </option>
        ))}
      </ClientSelect>
    </label>
  );
  return (
    <div className={shown.layout === "mn-Mong" ? "script-page" : undefined}>
      {/* The script's font, for its keycaps only when they are shown. */}
      {shown.layout === "mn-Mong" ? <link rel="stylesheet" href={scriptStyles} /> : null}
      <KeyHeatmap
        layout={keyboard}
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
    </div>
  );
}
