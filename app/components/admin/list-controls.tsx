// The admin lists' shared controls: a filter form's submit / reset buttons and the previous / next pager.
import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";

export function FilterActions() {
  const { t } = useTranslation();
  return (
    <div className="admin-filter__actions">
      <button type="submit" className="button">
        {t("admin.filter")}
      </button>
      <Link to="." className="button button--ghost">
        {t("admin.reset")}
      </Link>
    </div>
  );
}

/** Previous / next links that keep the list's filter in the address. */
export function AdminPager({ page, hasMore }: { page: number; hasMore: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (page <= 1 && !hasMore) return null;
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    return `?${next}`;
  };
  return (
    <nav className="admin-pager">
      {page > 1 ? <Link to={pageLink(page - 1)}>{t("admin.prev")}</Link> : <span />}
      {hasMore ? <Link to={pageLink(page + 1)}>{t("admin.next")}</Link> : null}
    </nav>
  );
}
