// The one list of admin screens: the admin nav is drawn from it and the role-guard test walks it
// (tests/workers/suites/admin-access.ts), so adding a screen is one entry here plus its route file.
import type { MessageKey } from "~/i18n";

export interface AdminScreen {
  /** The URL; its route file is app/routes/admin.<rest>.tsx (admin._index.tsx for /admin). */
  path: `/admin${string}`;
  label: MessageKey;
}

export const ADMIN_SCREENS = [
  { path: "/admin", label: "admin.nav.dashboard" },
  { path: "/admin/learners", label: "admin.nav.learners" },
  { path: "/admin/payments", label: "admin.nav.payments" },
  { path: "/admin/prize-races", label: "admin.nav.prizeRaces" },
  { path: "/admin/texts", label: "admin.nav.texts" },
  { path: "/admin/curricula", label: "admin.nav.curricula" },
  { path: "/admin/coupons", label: "admin.nav.coupons" },
  { path: "/admin/banners", label: "admin.nav.banners" },
  { path: "/admin/certificates", label: "admin.nav.certificates" },
  { path: "/admin/teachers", label: "admin.nav.teachers" },
  { path: "/admin/licences", label: "admin.nav.licences" },
  { path: "/admin/audit", label: "admin.nav.audit" },
] as const satisfies readonly AdminScreen[];
