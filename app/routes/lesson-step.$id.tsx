import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdviceScreen } from "~/components/lesson/advice-screen";
import { OfflineLockGate } from "~/components/offline/offline-lock-gate";
import { loadLessonScreen } from "~/models/lessons/lesson-screen.server";
import { pageTitle } from "~/utils/meta";
import styles from "~/styles/lessons.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "lessons.type.start");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadLessonScreen(request, context.cloudflare.env, params.id, "start");
}

export default function AdviceLesson() {
  const data = useLoaderData<typeof loader>();
  // A new key per lesson starts again from step 1 when the next lesson is also advice.
  return (
    <OfflineLockGate lock={data.offlineLock} curriculum={data.curriculum} level={data.lesson.level}>
      <AdviceScreen key={data.lesson.id} {...data} />
    </OfflineLockGate>
  );
}
