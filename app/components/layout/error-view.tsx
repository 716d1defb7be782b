import { Link } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";

const CODES = { notFound: "404", forbidden: "403", error: "!" } as const;
const TEST_IDS = { notFound: "not-found", forbidden: "forbidden", error: "error-page" } as const;

/** The 404, 403 and error screens share this shape: a title, one sentence and the way back home. */
export function ErrorView({ kind }: { kind: keyof typeof CODES }) {
  const { t } = useTranslation();
  return (
    <section className="error-view" data-testid={TEST_IDS[kind]}>
      <p className="error-view__code" aria-hidden="true">
        {CODES[kind]}
      </p>
      <h1>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.body`)}</p>
      <Link to="/" className="button">
        {t(`${kind}.back`)}
      </Link>
    </section>
  );
}
