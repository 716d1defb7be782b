// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("teachers", () => import("./suites/teachers"));
isolatedSuite("roster", () => import("./suites/roster"));
isolatedSuite("assignments", () => import("./suites/assignments"));
isolatedSuite("class-live", () => import("./suites/class-live"));
