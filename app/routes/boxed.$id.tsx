import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LessonScreen } from "~/components/lesson/lesson-screen";
import { OfflineLockGate } from "~/components/offline/offline-lock-gate";
import { keyboardLinks } from "~/components/keyboard/styles";
import { loadLessonScreen } from "~/models/lessons/lesson-screen.server";
import { pageTitle } from "~/utils/meta";
import styles from "~/styles/lessons.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }, ...keyboardLinks()];
export const meta: MetaFunction = (args) => pageTitle(args, "lessons.type.boxed");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadLessonScreen(request, context.cloudflare.env, params.id, "boxed");
}

export default function BoxedLesson() {
  const data = useLoaderData<typeof loader>();
  // A new key per lesson resets the engine when Enter on the result screen opens the next one.
  return (
    <OfflineLockGate lock={data.offlineLock} curriculum={data.curriculum} level={data.lesson.level}>
      <LessonScreen key={data.lesson.id} {...data} />
    </OfflineLockGate>
  );
}
