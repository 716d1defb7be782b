// /admin opens the first admin screen.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ADMIN_SCREENS } from "~/components/admin/admin-screens";
import { requireAdmin } from "~/utils/roles.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context.cloudflare.env);
  return redirect(ADMIN_SCREENS[0].path);
}
