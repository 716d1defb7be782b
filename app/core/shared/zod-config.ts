// Zod 4 probes `new Function("")` once to see whether it may compile parsers. A page's CSP forbids
// eval (ADR 019) and so does workerd: the probe only logs a CSP violation and changes nothing, so it
// is switched off. Imported by app/entry.server.tsx and workers/entry.ts (server), and in the browser by
// app/core/contracts/contract.ts: vite.config.ts puts it in zod's own chunk, so it runs as zod loads,
// before any schema is built, on whichever call or form first needs zod (ADR 027).
import { z } from "zod";

z.config({ jitless: true });
