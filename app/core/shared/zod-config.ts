// Zod 4 probes `new Function("")` once to see whether it may compile parsers. A page's CSP forbids
// eval (ADR 019) and so does workerd: the probe only logs a CSP violation and changes nothing, so it
// is switched off. Imported once by root.tsx (browser and server) and workers/entry.ts.
import { z } from "zod";

z.config({ jitless: true });
