// The teacher's actions on one student of the roster (issue 30 §2, ADR 038). A class account can have
// its password reset or be removed and erased (it exists only for its class); a learner who joined with
// their own account can only be removed from the class. Each action is one D1 batch with its audit row.
import { and, eq, isNull, or } from "drizzle-orm";
import { erasedPlaceholderEmail } from "~/core/accounts/placeholder-email";
import type { Db } from "~/db/client.server";
import { certificates, classMembers, friendRequests, friendships, notifications, users } from "~/db/schema";
import { closeSessionSockets } from "~/services/socket-sessions.server";
import { hashPassword } from "~/utils/password.server";
import { recordAudit } from "../admin/audit.server";
import { certificatePdfKey } from "../certificates/certificate-files.server";
import type { ClassRow } from "./classes.server";
import { newFirstPassword, type Credential } from "./roster.server";
import { userRevocations, type AuthUser } from "../accounts/sessions.server";
import { refreshAccess } from "~/models/billing/access.server";

type Teacher = Pick<AuthUser, "id" | "email">;

export interface CurrentMember {
  userId: number;
  name: string;
  username: string | null;
  classAccount: boolean;
  image: string | null;
}

/** A current member of this class, or undefined (another class's learner is not found, like a missing one). */
export function currentMember(db: Db, classId: number, userId: number): Promise<CurrentMember | undefined> {
  return db
    .select({ userId: users.id, name: users.name, username: users.username, classAccount: users.classAccount, image: users.image })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId), isNull(classMembers.leftAt)))
    .get();
}

/** A new first password for a class account; its sessions end (the card is the way back in). */
export async function resetStudentPassword(env: Env, db: Db, teacher: Teacher, found: ClassRow, member: CurrentMember, pepper?: string): Promise<Credential> {
  if (!member.classAccount || !member.username) throw new Error("only a class account's password is reset by its teacher");
  const now = Date.now();
  const password = newFirstPassword();
  const hashed = await hashPassword(password, pepper);
  const [, ended] = await db.batch([
    db
      .update(users)
      .set({ passwordHash: hashed.hash, passwordSalt: hashed.salt, passwordIterations: hashed.iterations, passwordAlgorithm: hashed.algorithm })
      .where(eq(users.id, member.userId)),
    ...userRevocations(db, member.userId, now),
    recordAudit(db, { actor: teacher, action: "class.student.reset", targetType: "user", targetId: member.userId, after: { classId: found.id }, at: now }),
  ]);
  await closeSessionSockets(env, { userId: member.userId, sessionIds: ended.map((s) => s.id) }, now);
  return { userId: member.userId, name: member.name, username: member.username, password };
}

/** A learner with their own account leaves the class: the row stays with left_at, the teacher sees nothing after. */
export async function removeOwnAccount(db: Db, teacher: Teacher, found: ClassRow, member: CurrentMember): Promise<void> {
  const now = Date.now();
  await db.batch([
    db
      .update(classMembers)
      .set({ leftAt: now })
      .where(and(eq(classMembers.classId, found.id), eq(classMembers.userId, member.userId), isNull(classMembers.leftAt))),
    refreshAccess(db, { classId: found.id }),
    recordAudit(db, { actor: teacher, action: "class.student.remove", targetType: "user", targetId: member.userId, after: { classId: found.id }, at: now }),
  ]);
}

/** The label an erased account keeps, so class and site totals still add up without a person behind them. */
export const erasedName = (userId: number) => `Устгагдсан сурагч ${userId}`;

/**
 * "Remove and erase" a class account: the name becomes an anonymous label, the login name, phone and
 * picture go, the address becomes a random placeholder, the password is gone and the account disabled,
 * every session and refresh token ends, friendships, friend requests and notifications are deleted and
 * the member row is removed. The results stay on the anonymous account (ADR 038). The audit row names
 * the class, never the student.
 */
export async function eraseClassAccount(env: Env, db: Db, teacher: Teacher, found: ClassRow, member: CurrentMember): Promise<void> {
  if (!member.classAccount) throw new Error("only a class account is erased by its teacher");
  const now = Date.now();
  const id = member.userId;
  const [, ended] = await db.batch([
    db
      .update(users)
      .set({
        name: erasedName(id),
        username: null,
        email: erasedPlaceholderEmail(crypto.randomUUID()),
        phone: null,
        image: null,
        passwordHash: null,
        passwordSalt: null,
        passwordIterations: null,
        passwordAlgorithm: null,
        active: false,
      })
      .where(eq(users.id, id)),
    ...userRevocations(db, id, now),
    db.delete(friendships).where(or(eq(friendships.userId, id), eq(friendships.friendId, id))),
    db.delete(friendRequests).where(or(eq(friendRequests.fromId, id), eq(friendRequests.toId, id))),
    db.delete(notifications).where(eq(notifications.userId, id)),
    db.delete(classMembers).where(and(eq(classMembers.classId, found.id), eq(classMembers.userId, id))),
    refreshAccess(db, { classId: found.id, alsoUserId: id }),
    recordAudit(db, { actor: teacher, action: "class.student.erase", targetType: "user", targetId: id, after: { classId: found.id, erased: true }, at: now }),
  ]);
  await closeSessionSockets(env, { userId: id, sessionIds: ended.map((s) => s.id) }, now);
  if (member.image?.startsWith("avatars/")) await env.IMAGES.delete(member.image);
  // The stored certificate PDF prints the child's name; the certificate row stays (now naming the erased account).
  const certificate = await db.select({ token: certificates.token }).from(certificates).where(eq(certificates.userId, id)).get();
  if (certificate) await env.IMAGES.delete(certificatePdfKey(certificate.token));
}
