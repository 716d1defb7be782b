// Every admin route, read from the route files themselves (app/routes/admin*.tsx and the admin JSON
// calls), so a new admin screen is covered by the role-guard test without touching the test.
import { ADMIN_SCREENS } from "~/components/admin/admin-screens";

const sources = import.meta.glob<string>(["../../../app/routes/admin*.tsx", "../../../app/routes/api.admin.*.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Public on purpose: SPEC §7 serves the active banners to every visitor under this name. */
const PUBLIC_ADMIN_CALLS = new Set(["api.admin.get-banner"]);

export interface AdminRoute {
  file: string;
  /** A URL that reaches it ($params filled with 1). */
  url: string;
  /** Remix's route id, for single-fetch data requests that run only this route's loader. */
  routeId: string;
  hasLoader: boolean;
  hasAction: boolean;
  json: boolean;
}

function urlOf(name: string): string {
  const segments = name
    .split(".")
    .filter((s) => s !== "_index")
    .map((s) => (s.startsWith("$") ? "1" : s.replace(/_$/, "")));
  return "/" + segments.join("/");
}

export const ADMIN_ROUTES: AdminRoute[] = Object.entries(sources)
  .map(([path, source]) => {
    const file = path.split("/").pop()!;
    const name = file.replace(/\.tsx?$/, "");
    return {
      file,
      name,
      url: urlOf(name),
      routeId: `routes/${name}`,
      hasLoader: /export (async function|const|function) loader\b/.test(source),
      hasAction: /export (async function|const|function) action\b/.test(source),
      json: name.startsWith("api."),
    };
  })
  .filter((route) => !PUBLIC_ADMIN_CALLS.has(route.name))
  .map(({ name: _name, ...route }) => route);

export { ADMIN_SCREENS };
