import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TypingScreen } from "~/components/typing/typing-screen";
import { typingLinks, typingShouldRevalidate, typingTitle } from "~/utils/typing-screen-route";
import { typingScreenLoader } from "~/utils/typing-screen.server";

export const links = typingLinks;
export const meta: MetaFunction<typeof loader> = (args) => typingTitle(args, "advanced");
export const shouldRevalidate = typingShouldRevalidate;

export async function loader(args: LoaderFunctionArgs) {
  return typingScreenLoader(args, "advanced");
}

export default function AdvancedScreen() {
  return <TypingScreen data={useLoaderData<typeof loader>()} />;
}
