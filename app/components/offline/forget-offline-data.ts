// Logout (ADR 044): the device forgets the learner's queued results and the pages kept for them.
import { forgetOfflinePages } from "./service-worker-client";

export async function forgetOfflineData(): Promise<void> {
  await Promise.all([import("./offline-queue").then((q) => q.forgetQueue()), forgetOfflinePages()]);
}
