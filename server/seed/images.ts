import { contentImages } from "../domains/content/seed-images.ts";
import { couponImages } from "../domains/coupons/seed-images.ts";
import { eventImages } from "../domains/events/seed-images.ts";
import { memberImages } from "../domains/member/seed-images.ts";
import { mycarImages } from "../domains/mycar/seed-images.ts";
import { programImages } from "../domains/programs/seed-images.ts";
import { queueImages } from "../domains/queue/seed-images.ts";
import { tenantImages } from "../domains/tenants/seed-images.ts";

// Every image file the seed refers to, from each domain's generator. write-images.ts writes them to
// public/; images.test.ts checks the files on disk equal these renderings and that every /images/
// path in a seeded table has its file.

/** Folders under public/images/seed whose files are all generated here, one file per URI. */
export const GENERATED_AREAS = ["brand", "coupons", "events", "member", "mycar", "programs", "queue"] as const;

/** URI under /images/seed/ → SVG text, for every domain. */
export function seedImages(): Map<string, string> {
  const out = new Map<string, string>();
  for (const images of [tenantImages(), contentImages(), eventImages(), couponImages(), programImages(), queueImages(), mycarImages(), memberImages()])
    for (const [uri, svg] of images) {
      if (out.has(uri)) throw new Error(`two generators render ${uri}`);
      out.set(uri, svg);
    }
  return out;
}
