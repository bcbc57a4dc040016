// Writes the JSON Schemas generated from schemas/manifest.ts into manifests/ (checked in; a unit test fails when stale).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateJsonSchemas, schemaFileText } from "../engine/manifests/json-schemas.ts";

for (const [name, schema] of Object.entries(generateJsonSchemas())) {
  writeFileSync(join(process.cwd(), "manifests", name), schemaFileText(schema));
  console.log(`wrote manifests/${name}`);
}
