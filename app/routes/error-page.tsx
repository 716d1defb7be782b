import type { MetaFunction } from "@remix-run/cloudflare";
import { ErrorView } from "~/components/layout/error-view";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = (args) => pageTitle(args, "error.title");

export default function ErrorPage() {
  return <ErrorView kind="error" />;
}
