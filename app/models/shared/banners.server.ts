import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { banners } from "~/db/schema";
import type { Banner } from "~/core/admin/banner-api";
import { safeBannerLink } from "~/core/shared/redirect-target";

export type { Banner };

/**
 * Active banners in their carousel order. A link saved before the redirect rule (ADR 031) that fails
 * it ("/\\evil.example") is served as no link at all.
 */
export async function activeBanners(db: Db): Promise<Banner[]> {
  const rows = await db
    .select({ id: banners.id, image: banners.image, alt: banners.alt, link: banners.link })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.id))
    .all();
  return rows.map((row) => ({ ...row, link: safeBannerLink(row.link) }));
}
