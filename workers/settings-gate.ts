// What a Worker whose settings are broken serves (ADR 028): 503 with a short page that says the site is
// being set up, in Mongolian and English, and one log line naming the settings — never their values.
import { describeProblems, type SettingProblem } from "~/utils/settings.server";

const PAGE = `<!doctype html>
<html lang="mn">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Бичээч — тохируулж байна</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}h1{font-size:1.5rem}p[lang=en]{color:#52606d}</style>
</head>
<body>
<main>
<h1>Сайтыг тохируулж байна</h1>
<p>Бичээч удахгүй ажиллана. Түр хүлээгээд дахин оролдоно уу.</p>
<p lang="en">The site is being set up. Please try again a little later.</p>
</main>
</body>
</html>
`;

/** The 503 page; the caller adds the security headers. */
export function settingUpResponse(): Response {
  return new Response(PAGE, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
  });
}

/** One line for the operator: which settings, and why, so `wrangler tail` says what to fix. */
export function logSettingProblems(where: string, problems: SettingProblem[]): void {
  console.error(`[settings] ${where}: the Worker is not configured: ${describeProblems(problems)} (see README, "Deploy to Cloudflare")`);
}

/** /dev and everything under it: local development and tests only (404 to every method elsewhere). */
export function isDevPath(pathname: string): boolean {
  return pathname === "/dev" || pathname.startsWith("/dev/");
}
