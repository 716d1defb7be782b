// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("lessons", () => import("./suites/lessons"));
isolatedSuite("lessons-en", () => import("./suites/lessons-en"));
isolatedSuite("key-stats", () => import("./suites/key-stats"));
isolatedSuite("typing", () => import("./suites/typing"));
isolatedSuite("script-tests", () => import("./suites/script-tests"));
