// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("certificates", () => import("./suites/certificates"));
isolatedSuite("copied-logs", () => import("./suites/copied-logs"));
isolatedSuite("logs", () => import("./suites/logs"));
isolatedSuite("contracts", () => import("./suites/contracts"));
