// Writes the JSON Schemas generated from schemas/manifest.ts into manifests/ (checked in; a unit test fails when stale).
// --check: writes nothing, and exits 1 naming each file that is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateJsonSchemas, schemaFileText } from "../engine/manifests/json-schemas.ts";

const check = process.argv.includes("--check");
let stale = 0;
for (const [name, schema] of Object.entries(generateJsonSchemas())) {
  const file = join(process.cwd(), "manifests", name);
  const text = schemaFileText(schema);
  if (!check) {
    writeFileSync(file, text);
    console.log(`wrote manifests/${name}`);
    continue;
  }
  let current = "";
  try {
    current = readFileSync(file, "utf8");
  } catch {
    // A missing file is stale too.
  }
  if (current === text) console.log(`manifests/${name} is up to date`);
  else {
    stale++;
    console.error(`manifests/${name} is stale: run npm run manifests:schema`);
  }
}
if (stale) process.exitCode = 1;
