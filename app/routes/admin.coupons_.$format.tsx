// /admin/coupons/csv[?status=used|unused]: the coupon list as a CSV download (admins only).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { couponsCsv } from "~/core/billing/coupon-csv";
import { createDb } from "~/db/client.server";
import { couponRows, type CouponFilter } from "~/models/admin/admin-coupons.server";
import { requireAdmin } from "~/utils/roles.server";

/** Everything, not only the first screenful the page shows. */
const EXPORT_LIMIT = 100_000;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireAdmin(request, env);
  if (params.format !== "csv") return new Response("Not found", { status: 404 });
  const status = new URL(request.url).searchParams.get("status");
  const filter: CouponFilter = status === "used" || status === "unused" ? status : "all";
  const rows = await couponRows(createDb(env.DB), filter, EXPORT_LIMIT);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(couponsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="coupons-${filter}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
