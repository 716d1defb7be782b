// Friendship rules (SPEC §3 Friend, issue 17): who may ask whom, what a repeated or crossed request
// does, and what an answer does. Pure: the model reads the relation from D1 and carries out the verdict.

/** How two learners stand, seen from the one who acts. */
export interface FriendRelation {
  friends: boolean;
  /** I asked them and they have not answered. */
  outgoing: boolean;
  /** They asked me and I have not answered. */
  incoming: boolean;
}

export type RequestVerdict =
  /** A new request: stored, and the other learner is notified. */
  | { kind: "request" }
  /** They had asked me already: asking back accepts their request. */
  | { kind: "accept" }
  /** Nothing to do; the answer says why. */
  | { kind: "noop"; reason: "pending" | "already" }
  | { kind: "refused"; reason: "self" | "unknown" };

export function decideFriendRequest(me: number, target: number, targetExists: boolean, relation: FriendRelation): RequestVerdict {
  if (me === target) return { kind: "refused", reason: "self" };
  if (!targetExists) return { kind: "refused", reason: "unknown" };
  if (relation.friends) return { kind: "noop", reason: "already" };
  if (relation.incoming) return { kind: "accept" };
  if (relation.outgoing) return { kind: "noop", reason: "pending" };
  return { kind: "request" };
}

export type AnswerVerdict = { kind: "accept" } | { kind: "decline" } | { kind: "noop"; reason: "noRequest" | "already" };

/** Answering a request that is no longer there (answered in another tab, withdrawn) changes nothing. */
export function decideFriendAnswer(relation: FriendRelation, accept: boolean): AnswerVerdict {
  if (relation.friends) return { kind: "noop", reason: "already" };
  if (!relation.incoming) return { kind: "noop", reason: "noRequest" };
  return accept ? { kind: "accept" } : { kind: "decline" };
}

/** The friendship rows for a pair: one per direction, so "my friends" is one index read. */
export function friendshipRows(a: number, b: number): { userId: number; friendId: number }[] {
  return [
    { userId: a, friendId: b },
    { userId: b, friendId: a },
  ];
}
