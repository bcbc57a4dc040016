// Writes the seed's generated images to public/images/seed (run: node scripts/run-ts.mjs server/seed/write-images.ts).
// Files of the generated areas that no generator renders any more are removed. images.test.ts
// fails when a file is missing or differs from its rendering.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { GENERATED_AREAS, seedImages } from "./images.ts";

const root = join(process.cwd(), "public");
const images = seedImages();
let bytes = 0;
for (const [uri, text] of images) {
  const file = join(root, uri);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  bytes += Buffer.byteLength(text);
}
let removed = 0;
for (const area of GENERATED_AREAS) {
  const dir = join(root, "images", "seed", area);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir))
    if (!images.has(`/images/seed/${area}/${name}`)) {
      rmSync(join(dir, name));
      removed++;
    }
}
console.warn(`wrote ${images.size} images (${Math.round(bytes / 1024)} KB) to public/images/seed${removed ? `, removed ${removed} stale files` : ""}`);
