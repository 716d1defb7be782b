// Fixture for first-load-strings.test.ts: a page naming keys statically, and one behind import().
import { shown } from "./shown";
import type { Later } from "./later";

export const page = (kind: string): string[] => [shown, `b.kind.${kind}`];
export const later = (): Promise<Later> => import("./later").then((module) => module.later);
