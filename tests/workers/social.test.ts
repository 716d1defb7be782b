// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("friends", () => import("./suites/friends"));
isolatedSuite("friend-bell", () => import("./suites/friend-bell"));
isolatedSuite("notifications", () => import("./suites/notifications"));
isolatedSuite("lobby", () => import("./suites/lobby"));
