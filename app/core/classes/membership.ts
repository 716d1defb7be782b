// Who may join a class by its code (issue 30): the one limit on a class's size and what a learner who
// opens a join link is told. Members are the class_members rows with left_at null.

/** Students a class can hold at once (members who have not left). */
export const CLASS_MEMBER_LIMIT = 60;

export interface JoinFacts {
  /** The learner is the class's teacher. */
  ownClass: boolean;
  /** The learner's membership row: none, current (left_at null) or left. */
  membership: "none" | "current" | "left";
  /** Members with left_at null. */
  members: number;
}

/** "open": may join (or re-join after leaving); the others say why not. */
export type JoinState = "open" | "member" | "full" | "own";

export function joinState({ ownClass, membership, members }: JoinFacts): JoinState {
  if (ownClass) return "own";
  if (membership === "current") return "member";
  return members >= CLASS_MEMBER_LIMIT ? "full" : "open";
}
