// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("admin-access", () => import("./suites/admin-access"));
isolatedSuite("admin-certificates", () => import("./suites/admin-certificates"));
isolatedSuite("admin-content", () => import("./suites/admin-content"));
isolatedSuite("admin-dashboard", () => import("./suites/admin-dashboard"));
isolatedSuite("admin-learners", () => import("./suites/admin-learners"));
isolatedSuite("admin-payments", () => import("./suites/admin-payments"));
isolatedSuite("admin-reviews", () => import("./suites/admin-reviews"));
