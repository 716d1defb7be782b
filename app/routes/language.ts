import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isLanguage, LANGUAGE_COOKIE } from "~/i18n";
import { safeRedirect } from "~/utils/http";
import { readBody } from "~/utils/request.server";

const ONE_YEAR_S = 31_536_000;

export async function action({ request }: ActionFunctionArgs) {
  const form = await readBody(request);
  const language = form.language;
  if (!isLanguage(language)) return new Response("Unknown language", { status: 400 });
  return safeRedirect(form.redirectTo, "/", {
    headers: { "Set-Cookie": `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax` },
  });
}

export async function loader() {
  return redirect("/");
}
