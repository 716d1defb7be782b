// /prize-challenge/:id: the challenge of a held prize result (ADR 033), typed from an image. The
// learner's own only; a decided or expired challenge shows its verdict.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ChallengeScreen } from "~/components/prize/challenge-screen";
import { CHALLENGE_REASON_KEYS, type ChallengeReason } from "~/core/races/prize-challenge-api";
import { createDb } from "~/db/client.server";
import { challengeView } from "~/models/races/prize-challenges.server";
import { idOf } from "~/utils/admin-forms.server";
import { requireUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import { requestTranslator } from "~/utils/request.server";
import accountsStyles from "~/styles/accounts.css?url";
import prizeStyles from "~/styles/prize.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountsStyles },
  { rel: "stylesheet", href: prizeStyles },
];
export const meta: MetaFunction = (args) => pageTitle(args, "challenge.title");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const id = idOf(params.id);
  const challenge = id === null ? null : await challengeView(createDb(env.DB), user.id, id);
  if (!challenge) throw new Response("Not found", { status: 404 });
  const t = requestTranslator(request);
  const reasonKey = challenge.reason && challenge.reason in CHALLENGE_REASON_KEYS ? CHALLENGE_REASON_KEYS[challenge.reason as ChallengeReason] : null;
  const decidedMessage = challenge.status === "passed" ? t("challenge.passed") : reasonKey ? t(reasonKey, { required: challenge.requiredWpm }) : null;
  return { challenge, serverTime: Date.now(), decidedMessage };
}

export default function PrizeChallengePage() {
  const { challenge, serverTime, decidedMessage } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <ChallengeScreen key={challenge.id} challenge={challenge} serverTime={serverTime} decidedMessage={decidedMessage} />
    </div>
  );
}
