// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("race-room", () => import("./suites/race-room"));
isolatedSuite("race-api", () => import("./suites/race-api"));
isolatedSuite("race-room-restart", () => import("./suites/race-room-restart"));
isolatedSuite("class-race", () => import("./suites/class-race"));
