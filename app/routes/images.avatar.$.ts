import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readAvatar } from "~/models/accounts/avatars.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  return readAvatar(context.cloudflare.env, params["*"] ?? "");
}
