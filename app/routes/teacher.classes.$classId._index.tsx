// The class's live tab (issue 30 §4, ADR 040): who is online and what they do now (the class's socket),
// the progress table (one D1 query), and the class's per-key heatmap with its 5 weakest keys and a link
// to assign practice on them.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { keyDefOf } from "~/components/keys/key-label";
import { KeyHeatmap } from "~/components/keys/key-heatmap";
import { ClassRaceCard } from "~/components/teacher/class-race-card";
import { LiveStudents } from "~/components/teacher/live-students";
import { ProgressTable } from "~/components/teacher/progress-table";
import { classKeyStats, practiceKeysParam } from "~/core/classes/class-progress";
import { layoutOfStats, weakestKeys } from "~/core/typing/key-stats";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { ownClass } from "~/models/classes/classes.server";
import { classKeySums, classProgress } from "~/models/classes/class-progress.server";
import { lastClassRace, openRaceOf } from "~/models/classes/class-races.server";
import { requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";
import keyboardStyles from "~/styles/keyboard.css?url";
import styles from "~/styles/teacher-live.css?url";
import raceStyles from "~/styles/class-race.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: keyboardStyles },
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: raceStyles },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const found = await ownClass(db, teacher, params.classId, requestTranslator(request)("teacher.class.notFound"));
  const [progress, sums, openRace, lastRace] = await Promise.all([
    classProgress(db, found),
    classKeySums(db, found.id, found.curriculum),
    openRaceOf(db, found.id),
    lastClassRace(db, found.id),
  ]);
  return { classId: found.id, curriculum: found.curriculum, progress, keys: classKeyStats(sums), openRace: openRace?.roomId ?? null, lastRace };
}

export default function ClassLiveTab() {
  const { classId, curriculum, progress, keys, openRace, lastRace } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const layout = layoutOfStats(curriculum);
  const weakest = practiceKeysParam(weakestKeys(keys, 5).map((s) => keyDefOf(layout, s.code)?.base ?? ""));
  return (
    <div className="class-live" data-testid="class-live">
      <LiveStudents classId={classId} />
      <ClassRaceCard classId={classId} openRace={openRace} lastRace={lastRace} />
      <ProgressTable classId={classId} rows={progress} />
      <KeyHeatmap
        layout={layout}
        stats={keys}
        title={t("teacher.live.heatmap.title")}
        testId="class-heatmap"
        weakestTitle={t("teacher.live.heatmap.weakest")}
        practiceLabel={t("teacher.live.heatmap.assign")}
        practiceHref={weakest ? `/teacher/classes/${classId}/assignments?keys=${encodeURIComponent(weakest)}` : null}
      />
    </div>
  );
}
