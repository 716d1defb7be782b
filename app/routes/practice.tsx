// /practice?layout=mn|en|mn-Mong: weak-key practice (issue 19 §5), for signed-in learners and guests alike;
// &keys=… (a teacher's assignment, ADR 039) aims every round at those keys.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PracticeScreen, type PracticeData } from "~/components/keys/practice-screen";
import { KEY_STATS_LAYOUTS } from "~/core/typing/key-stats";
import { createDb } from "~/db/client.server";
import { readKeyStats } from "~/models/typing/key-stats.server";
import { chosenKeyCodes, practiceWordList } from "~/models/typing/practice.server";
import { getOptionalUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import { requestLanguage } from "~/utils/request.server";
import { typingLinks } from "~/utils/typing-screen-route";

export const links = typingLinks;
export const meta: MetaFunction = (args) => pageTitle(args, "practice.title");

export async function loader({ request, context }: LoaderFunctionArgs): Promise<PracticeData> {
  const env = context.cloudflare.env;
  const query = new URL(request.url).searchParams.get("layout");
  const layout = KEY_STATS_LAYOUTS.find((l) => l === query) ?? requestLanguage(request);
  const user = await getOptionalUser(request, env);
  const keys = user ? await readKeyStats(createDb(env.DB), user.id, layout) : null;
  return { layout, words: practiceWordList(layout), keys, chosen: chosenKeyCodes(new URL(request.url).searchParams.get("keys"), layout) };
}

export default function PracticePage() {
  return <PracticeScreen data={useLoaderData<typeof loader>()} />;
}
