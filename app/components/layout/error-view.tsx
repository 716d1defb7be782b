import { Link } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";

/** The 404 and error screens share this shape: a title, one sentence and the way back home. */
export function ErrorView({ kind }: { kind: "notFound" | "error" }) {
  const { t } = useTranslation();
  return (
    <section className="error-view" data-testid={kind === "notFound" ? "not-found" : "error-page"}>
      <p className="error-view__code" aria-hidden="true">{kind === "notFound" ? "404" : "!"}</p>
      <h1>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.body`)}</p>
      <Link to="/" className="button">
        {t(`${kind}.back`)}
      </Link>
    </section>
  );
}
