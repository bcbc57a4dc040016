import * as z from "zod/mini";
import { brandsSchema } from "../../schemas/brands.ts";
import { mallManifestSchema } from "../../schemas/manifest.ts";
import { routeSetSchema } from "../../schemas/route-set.ts";

/** The JSON Schemas generated from the zod source, keyed by their file under manifests/. */
export function generateJsonSchemas(): Record<string, object> {
  const gen = (schema: z.ZodMiniType, title: string, description: string) => ({
    ...z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }),
    title,
    description: `${description} Generated from schemas/manifest.ts by \`npm run manifests:schema\`: do not edit.`,
  });
  return {
    "mall.schema.json": gen(mallManifestSchema, "Mall manifest", "One mall (or special path) of the app."),
    "brands.schema.json": gen(brandsSchema, "Brand groups", "Brand groups, hosts, titles and gate sections."),
    "route-set.schema.json": gen(routeSetSchema, "Route set", "A shared table of routes and redirects."),
  };
}

/** The checked-in text of a generated schema file. */
export function schemaFileText(schema: object): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
