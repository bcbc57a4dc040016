// Writes the seed's generated images to public/images/seed (run: node scripts/run-ts.mjs server/domains/tenants/write-seed-images.ts).
// The images test fails when a file is missing or differs from its rendering.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentImages } from "../content/banner-svg.ts";
import { tenantImages } from "./seed-images.ts";

const root = join(process.cwd(), "public");
mkdirSync(join(root, "images", "seed"), { recursive: true });
let n = 0;
for (const images of [tenantImages(), contentImages()])
  for (const [uri, text] of images) {
    writeFileSync(join(root, uri), text);
    n++;
  }
console.warn(`wrote ${n} images to public/images/seed`);
