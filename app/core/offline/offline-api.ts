// GET /api/offline/pages: the pages a device keeps for use with no connection (ADR 044). The service
// worker reads it after an online visit and warms each page.
import { z } from "zod";
import { defineContract, NoFieldsSchema } from "../contracts/contract";

export const offlinePagesContract = defineContract({
  name: "offline.pages",
  methods: ["GET"],
  path: "/api/offline/pages",
  access: "optional",
  request: NoFieldsSchema,
  responses: {
    200: z.object({
      result: z.literal(true),
      pages: z.array(z.string().startsWith("/")).max(200),
      /** The learner's progress in each curriculum: when it changes, every kept page is fetched again. */
      progress: z.string().max(200),
    }),
  },
});

export const OFFLINE_CONTRACTS = [offlinePagesContract] as const;
