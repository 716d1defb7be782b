// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("payments", () => import("./suites/payments"));
isolatedSuite("purchase-api", () => import("./suites/purchase-api"));
isolatedSuite("coupons", () => import("./suites/coupons"));
isolatedSuite("plan-gates", () => import("./suites/plan-gates"));
isolatedSuite("school-plans", () => import("./suites/school-plans"));
