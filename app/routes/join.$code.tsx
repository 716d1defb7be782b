// /join/:code (issue 30): a learner with an account sees the class, its teacher and exactly what the
// teacher will see, agrees and is in. A guest logs in first and comes back here. A code that matches no
// open class (mistyped, rotated, archived) is a 404 with a clear message; the 61st student is refused.
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { JoinClassView } from "~/components/classes/join-class-view";
import { CLASS_MEMBER_LIMIT } from "~/core/classes/membership";
import { openRaceOf } from "~/models/classes/class-races.server";
import { createDb } from "~/db/client.server";
import { joinClass, learnerJoinState } from "~/models/classes/class-joining.server";
import { lookUpJoinCode, type CodeLookup } from "~/models/classes/class-join-page.server";
import { retryAfterHeader } from "~/services/rate-limits.server";
import { requireUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import { readFormData, refusal } from "~/utils/request.server";
import styles from "~/styles/classes.css?url";
import accountStyles from "~/styles/accounts.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = (args) => pageTitle(args, "classes.join.title");

/** What a lookup that found no class answers: the page's message and the status that tells the truth. */
function missing(lookup: Exclude<CodeLookup, { kind: "found" | "redirect" }>) {
  if (lookup.kind === "limited")
    return data({ view: { kind: "limited" as const, minutes: lookup.minutes } }, { status: 429, headers: retryAfterHeader(lookup.retryAfterMs) });
  return data({ view: { kind: "notFound" as const } }, { status: 404 });
}

function classView(found: Extract<CodeLookup, { kind: "found" }>["found"]) {
  // Only what the page shows: never the teacher's id, e-mail or phone.
  return { name: found.name, grade: found.grade, school: found.school, teacher: found.teacher, members: found.members, limit: CLASS_MEMBER_LIMIT };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const db = createDb(env.DB);
  const lookup = await lookUpJoinCode(env, db, request, params.code);
  if (lookup.kind === "redirect") throw redirect(`/join/${lookup.code}`);
  if (lookup.kind !== "found") return missing(lookup);
  const state = await learnerJoinState(db, user, lookup.found);
  // A member who opens the link while the teacher has a race open can go straight to it (issue 31).
  const openRace = state === "member" ? ((await openRaceOf(db, lookup.found.id))?.roomId ?? null) : null;
  return data({ view: { kind: "class" as const, state, joinedNow: false, openRace, ...classView(lookup.found) } });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const formData = await readFormData(request, 1_024);
  if (!formData || formData.get("intent") !== "join") throw refusal(request, 400, "request.unreadableBody");
  const db = createDb(env.DB);
  const lookup = await lookUpJoinCode(env, db, request, params.code);
  if (lookup.kind === "redirect") throw redirect(`/join/${lookup.code}`);
  if (lookup.kind !== "found") return missing(lookup);
  const { state, joined } = await joinClass(db, user, lookup.found);
  const found = joined ? { ...lookup.found, members: lookup.found.members + 1 } : lookup.found;
  return data({ view: { kind: "class" as const, state, joinedNow: joined, ...classView(found) } }, { status: state === "full" ? 409 : 200 });
}

export default function JoinClassPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  return <JoinClassView view={(acted ?? loaded).view} />;
}
