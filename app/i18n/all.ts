// Every string of both languages, registered once: imported by the server entry, the Worker entry and
// the test set-ups (vitest.config.ts). The browser never imports this file (ADR 027).
import { adminConsoleEn, adminConsoleMn } from "./admin-console";
import { teacherConsoleEn, teacherConsoleMn } from "./teacher-console";
import { en } from "./en";
import { registerStrings } from "./index";
import { mn } from "./mn";

registerStrings("mn", { ...mn, ...adminConsoleMn, ...teacherConsoleMn }, { complete: true });
registerStrings("en", { ...en, ...adminConsoleEn, ...teacherConsoleEn }, { complete: true });
