import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readAdminImage } from "~/models/admin/admin-images.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  return readAdminImage(context.cloudflare.env, params["*"] ?? "");
}
