// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("limits", () => import("./suites/limits"));
isolatedSuite("limits-concurrency", () => import("./suites/limits-concurrency"));
isolatedSuite("abuse", () => import("./suites/abuse"));
isolatedSuite("security-headers", () => import("./suites/security-headers"));
isolatedSuite("redirects", () => import("./suites/redirects"));
isolatedSuite("production-settings", () => import("./suites/production-settings"));
