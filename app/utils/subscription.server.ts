// Paid-only work (SPEC §6 Paid status): HTTP 402 means "subscription needed". The client sends the
// user to /payment, to /text (profile and room lobby calls) or opens the payment-required modal.
import { redirect } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { subscriptionState } from "~/core/billing/subscription";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { requireApiUser, requireUser, type AuthUser } from "~/utils/auth.server";
import { requestTranslator } from "~/utils/request.server";

/** Admins are never locked out of what they administer. */
export function hasPaidAccess(user: Pick<AuthUser, "endAt" | "role">, now = Date.now()): boolean {
  return user.role === "admin" || subscriptionState(user.endAt, now).active;
}

/** The body of the 402 every paid-only JSON call gives, in the caller's language (PaymentRequiredSchema). */
export function paymentRequiredBody(request: Request): { result: "failed"; status: 402; message: string; data: { message: string } } {
  const message = requestTranslator(request)("subscription.required");
  return { result: "failed", status: 402, message, data: { message } };
}

/** A 402 is never cached. */
export const PAYMENT_REQUIRED_HEADERS = { "Cache-Control": "no-store" } as const;

/** The 402 answer every paid-only JSON call gives, thrown by requireSubscription before a route's own answers. */
export function subscriptionRequired(request: Request): Response {
  return Response.json(paymentRequiredBody(request), { status: 402, headers: PAYMENT_REQUIRED_HEADERS });
}

/** JSON calls: 401 without a session, 402 without an active subscription, else the user. */
export async function requireSubscription(request: Request, env: Env, now = Date.now()): Promise<AuthUser> {
  const user = await requireApiUser(request, env);
  if (!hasPaidAccess(user, now)) throw subscriptionRequired(request);
  return user;
}

/** Pages: /login without a session; without a subscription, /payment (or /text where SPEC §8 says). */
export async function requireSubscribedUser(request: Request, env: Env, orElse: "/payment" | "/text" = "/payment", now = Date.now()): Promise<AuthUser> {
  const user = await requireUser(request, env);
  if (!hasPaidAccess(user, now)) throw redirect(orElse);
  return user;
}

/** Paid access looked up by id (the Durable Objects know a socket's user, not their plan). */
export async function userHasPaidAccess(db: Db, userId: number, now = Date.now()): Promise<boolean> {
  const row = await db.select({ endAt: users.endAt, role: users.role }).from(users).where(eq(users.id, userId)).get();
  return row !== undefined && hasPaidAccess(row, now);
}
