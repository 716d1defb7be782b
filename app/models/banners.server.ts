import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { banners } from "~/db/schema";
import type { Banner } from "~/core/admin/banner-api";

export type { Banner };

/** Active banners in their carousel order. */
export async function activeBanners(db: Db): Promise<Banner[]> {
  return db
    .select({ id: banners.id, image: banners.image, alt: banners.alt, link: banners.link })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.id))
    .all();
}
