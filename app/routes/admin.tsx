// The admin console's layout: its own menu above every admin screen. Each child route guards its own
// loader and action too (a layout loader does not protect its children's data requests).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { AdminNav } from "~/components/admin/admin-nav";
import { useTranslation } from "~/hooks/use-translation";
import { registerStrings } from "~/i18n";
import { adminConsoleEn, adminConsoleMn } from "~/i18n/admin-console";
import { requireAdmin } from "~/utils/roles.server";
import styles from "~/styles/admin.css?url";

// The console's strings come with its routes, never to a learner's page (ADR 027). Every admin screen is
// a child of this layout, so its module (and these strings) are loaded before any of them renders.
registerStrings("mn", adminConsoleMn);
registerStrings("en", adminConsoleEn);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context.cloudflare.env);
  return null;
}

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="admin" data-testid="admin">
      <p className="admin__kicker">{t("admin.title")}</p>
      <AdminNav />
      <Outlet />
    </div>
  );
}
