import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { manifestBundleSchema, type ManifestBundle } from "../../schemas/manifest-bundle.ts";
import { generateJsonSchemas } from "./json-schemas.ts";
import type { ManifestFile, ManifestFiles } from "./load-files.ts";
import "../../schemas/english-issues.ts";

/** One problem in one manifest file, located by a JSON pointer. */
export interface ManifestProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface ValidationResult {
  bundle: ManifestBundle | null;
  problems: ManifestProblem[];
}

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv2020) => void;

function compileValidators() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const schemas = generateJsonSchemas();
  return {
    mall: ajv.compile(schemas["mall.schema.json"]!),
    brands: ajv.compile(schemas["brands.schema.json"]!),
    routeSet: ajv.compile(schemas["route-set.schema.json"]!),
  };
}

let validators: ReturnType<typeof compileValidators> | null = null;

const escapeToken = (t: string | number) => String(t).replace(/~/g, "~0").replace(/\//g, "~1");
const toPointer = (path: readonly PropertyKey[]) => path.map((p) => `/${escapeToken(String(p))}`).join("");

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((v, k) => (v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), data);
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/** Short lists are spelled out; long ones (screen ids) get a did-you-mean instead. */
function enumMessage(allowed: unknown[], actual: unknown): string {
  if (allowed.length <= 8) return `must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}`;
  // Only a string can be a misspelling; any other value (an object, maybe one whose toString is not
  // a function) gets no guess.
  const got = typeof actual === "string" ? actual : null;
  const best =
    got === null
      ? undefined
      : allowed
          .map(String)
          .map((v) => ({ v, d: distance(got.toLowerCase(), v.toLowerCase()) }))
          .sort((x, y) => x.d - y.d)[0];
  const hint = got !== null && best && best.d <= Math.max(2, got.length / 3) ? `; did you mean ${JSON.stringify(best.v)}?` : "";
  return `${JSON.stringify(actual)} is not one of the ${allowed.length} allowed values${hint}`;
}

function ajvProblem(file: string, e: ErrorObject, data: unknown): ManifestProblem {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === "required") return { file, pointer: `${e.instancePath}/${escapeToken(String(p.missingProperty))}`, message: "is required" };
  if (e.keyword === "additionalProperties")
    return { file, pointer: `${e.instancePath}/${escapeToken(String(p.additionalProperty))}`, message: "is not an allowed property" };
  if (e.keyword === "enum") return { file, pointer: e.instancePath, message: enumMessage(p.allowedValues as unknown[], valueAt(data, e.instancePath)) };
  if (e.keyword === "const") return { file, pointer: e.instancePath, message: `must be ${JSON.stringify(p.allowedValue)}` };
  return { file, pointer: e.instancePath, message: e.message ?? "is invalid" };
}

/** Drops the noise ajv adds around a failed anyOf/oneOf when a more precise error sits below it. */
function precise(errors: ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (e.keyword === "anyOf" || e.keyword === "oneOf" || e.keyword === "if") {
      return !errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath) && o.keyword !== e.keyword);
    }
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function checkFile(f: ManifestFile, validate: ReturnType<typeof compileValidators>["mall"]): ManifestProblem[] {
  if (f.parseError) return [{ file: f.file, pointer: "", message: f.parseError }];
  if (validate(f.data)) return [];
  return precise(validate.errors ?? []).map((e) => ajvProblem(f.file, e, f.data));
}

function fileFor(files: ManifestFiles, path: readonly PropertyKey[]): { file: string; rest: readonly PropertyKey[] } {
  const [head, key, ...rest] = path;
  if (head === "routeSets") return { file: files.routeSets[String(key)]?.file ?? `manifests/route-sets/${String(key)}.json`, rest };
  if (head === "malls") return { file: files.malls[String(key)]?.file ?? `manifests/${String(key)}.json`, rest };
  return { file: files.brands.file, rest: path.slice(1) };
}

/** Validates every manifest file with ajv (shape) and then the bundle with zod (cross-field rules). */
export function validateManifestFiles(files: ManifestFiles): ValidationResult {
  validators ??= compileValidators();
  const v = validators;
  const problems: ManifestProblem[] = [
    ...checkFile(files.brands, v.brands),
    ...Object.values(files.routeSets).flatMap((f) => checkFile(f, v.routeSet)),
    ...Object.values(files.malls).flatMap((f) => checkFile(f, v.mall)),
  ];
  if (Object.keys(files.malls).length === 0) problems.push({ file: "manifests", pointer: "", message: "no mall manifest found" });
  if (problems.length > 0) return { bundle: null, problems };
  const data = (r: Record<string, ManifestFile>) => Object.fromEntries(Object.entries(r).map(([k, f]) => [k, f.data]));
  const parsed = manifestBundleSchema.safeParse({ brands: files.brands.data, routeSets: data(files.routeSets), malls: data(files.malls) });
  if (parsed.success) return { bundle: parsed.data, problems: [] };
  return {
    bundle: null,
    problems: parsed.error.issues.map((i) => {
      const { file, rest } = fileFor(files, i.path);
      return { file, pointer: toPointer(rest), message: i.message };
    }),
  };
}

/** The line format operators read: `manifests/<file>.json <JSON pointer>: <message>`. */
export function formatProblem(p: ManifestProblem): string {
  return `${p.file} ${p.pointer === "" ? "/" : p.pointer}: ${p.message}`;
}
