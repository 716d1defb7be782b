// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("accounts", () => import("./suites/accounts"));
isolatedSuite("auth-core", () => import("./suites/auth-core"));
isolatedSuite("sessions-end", () => import("./suites/sessions-end"));
isolatedSuite("mail-links", () => import("./suites/mail-links"));
isolatedSuite("d1-sessions", () => import("./suites/d1-sessions"));
isolatedSuite("foundation", () => import("./suites/foundation"));
