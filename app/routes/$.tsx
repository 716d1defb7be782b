import type { MetaFunction } from "@remix-run/cloudflare";
import { ErrorView } from "~/components/layout/error-view";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = (args) => pageTitle(args, "notFound.title");

// Any URL no other route claims: answer a real 404 status, rendered by the root error boundary.
export async function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return <ErrorView kind="notFound" />;
}
