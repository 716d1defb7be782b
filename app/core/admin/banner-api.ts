// SPEC §7 get-banner (GET or POST, bearer optional): the active banners in their carousel order.
import { z } from "zod";
import { defineContract, NoFieldsSchema } from "../contracts/contract";

export const BannerSchema = z.object({ id: z.number().int().positive(), image: z.string().min(1), alt: z.string(), link: z.string().nullable() });
export type Banner = z.infer<typeof BannerSchema>;

export const bannersContract = defineContract({
  name: "admin.get-banner",
  methods: ["POST", "GET"],
  path: "/api/admin/get-banner",
  access: "optional",
  input: "json",
  request: NoFieldsSchema,
  responses: { 200: z.object({ result: z.literal(true), banners: z.array(BannerSchema) }) },
});
