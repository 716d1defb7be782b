// Several suites in one runtime, each on empty storage (ADR 046).
import { isolatedSuite } from "./support/isolated-suite";

isolatedSuite("prize-race", () => import("./suites/prize-race"));
isolatedSuite("prize-api", () => import("./suites/prize-api"));
isolatedSuite("prize-challenge", () => import("./suites/prize-challenge"));
