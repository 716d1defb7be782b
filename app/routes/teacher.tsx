// The teacher's area (issue 30): its layout and its strings. Each child route guards its own loader and
// action too (a layout loader does not protect its children's data requests).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { registerStrings } from "~/i18n";
import { teacherConsoleEn, teacherConsoleMn } from "~/i18n/teacher-console";
import { requireTeacher } from "~/utils/roles.server";
import styles from "~/styles/admin.css?url";

// The teacher's strings come with its routes, never to another learner's page (ADR 027).
registerStrings("mn", teacherConsoleMn);
registerStrings("en", teacherConsoleEn);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireTeacher(request, context.cloudflare.env);
  return null;
}

export default function TeacherLayout() {
  return (
    <div className="admin teacher" data-testid="teacher">
      <Outlet />
    </div>
  );
}
