import fc from "fast-check";
import { loadManifestFiles, type ManifestFile, type ManifestFiles } from "../../engine/manifests/load-files.ts";
import { validateManifestFiles } from "../../engine/manifests/validate.ts";
import { hostileValue } from "./values.ts";

// The manifest fuzz: one field of one manifest (a mall's, a route set's or brands.json) replaced by
// a value of another JSON type, removed, or joined by an unknown property; or the file's text
// broken. The check never throws, and reports the change in that file with a JSON pointer at the
// field or around it (its object, or a property inside the new value).

/** A JSON pointer's tokens. */
type Path = readonly (string | number)[];

const escapeToken = (t: string | number) => String(t).replaceAll("~", "~0").replaceAll("/", "~1");
export const pointerOf = (p: Path) => p.map((t) => `/${escapeToken(t)}`).join("");

/** Every path in a JSON value, the root aside. */
function pathsOf(v: unknown, at: Path = []): Path[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => [[...at, i], ...pathsOf(x, [...at, i])]);
  if (v !== null && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => [[...at, k], ...pathsOf(x, [...at, k])]);
  return [];
}

const typeOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/** One change to the manifests. */
export interface ManifestChange {
  /** The file's key: "brands", "routeSets/<name>" or "malls/<name>". */
  file: string;
  pointer: string;
  kind: "retype" | "remove" | "unknownProperty" | "brokenText";
  /** Whether the check must report it (a removal or a change inside a free-form map may be allowed). */
  mustReport: boolean;
  apply: (files: ManifestFiles) => ManifestFiles;
}

function fileKeys(files: ManifestFiles): string[] {
  return ["brands", ...Object.keys(files.routeSets).map((k) => `routeSets/${k}`), ...Object.keys(files.malls).map((k) => `malls/${k}`)];
}

function getFile(files: ManifestFiles, key: string): ManifestFile {
  if (key === "brands") return files.brands;
  const [group, name] = key.split("/") as ["routeSets" | "malls", string];
  return files[group][name]!;
}

function withFile(files: ManifestFiles, key: string, f: ManifestFile): ManifestFiles {
  if (key === "brands") return { ...files, brands: f };
  const [group, name] = key.split("/") as ["routeSets" | "malls", string];
  return { ...files, [group]: { ...files[group], [name]: f } };
}

function setAt(root: unknown, path: Path, edit: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const t of path.slice(0, -1)) parent = parent[t] as Record<string | number, unknown>;
  edit(parent, path.at(-1)!);
  return copy;
}

/** Random changes to the manifests as read from dir. */
export function manifestChanges(files: ManifestFiles = loadManifestFiles(process.cwd())): fc.Arbitrary<ManifestChange> {
  const candidates = fileKeys(files).map((key) => ({ key, paths: pathsOf(getFile(files, key).data) }));
  const one = fc.constantFrom(...candidates).chain(({ key, paths }) =>
    fc.oneof(
      fc.tuple(fc.constantFrom(...paths), hostileValue()).map(([path, value]): ManifestChange | null => {
        const old = path.reduce<unknown>((v, t) => (v as Record<string | number, unknown>)[t], getFile(files, key).data);
        if (typeOf(old) === typeOf(value)) return null;
        return {
          file: key,
          pointer: pointerOf(path),
          kind: "retype",
          mustReport: true,
          apply: (fs) => withFile(fs, key, { ...getFile(fs, key), data: setAt(getFile(fs, key).data, path, (p, k) => (p[k] = value)) }),
        };
      }),
      fc.constantFrom(...paths).map(
        (path): ManifestChange => ({
          file: key,
          pointer: pointerOf(path),
          kind: "remove",
          mustReport: false,
          apply: (fs) =>
            withFile(fs, key, {
              ...getFile(fs, key),
              data: setAt(getFile(fs, key).data, path, (p, k) => (Array.isArray(p) ? p.splice(Number(k), 1) : delete p[k])),
            }),
        }),
      ),
      fc.tuple(fc.constantFrom<Path>([], ...paths), fc.constantFrom("zzUnknown", "__proto__", "titel", "rutes")).map(([path, name]): ManifestChange | null => {
        const target = path.reduce<unknown>((v, t) => (v as Record<string | number, unknown>)[t], getFile(files, key).data);
        if (typeOf(target) !== "object") return null;
        return {
          file: key,
          pointer: pointerOf([...path, name]),
          kind: "unknownProperty",
          mustReport: false,
          apply: (fs) => {
            const data = structuredClone(getFile(fs, key).data);
            const obj = path.reduce<unknown>((v, t) => (v as Record<string | number, unknown>)[t], data) as Record<string, unknown>;
            Object.defineProperty(obj, name, { value: "x", enumerable: true, configurable: true, writable: true });
            return withFile(fs, key, { ...getFile(fs, key), data });
          },
        };
      }),
      fc.constant<ManifestChange>({
        file: key,
        pointer: "",
        kind: "brokenText",
        mustReport: true,
        apply: (fs) => withFile(fs, key, { ...getFile(fs, key), data: undefined, parseError: "is not valid JSON (fuzz)" }),
      }),
    ),
  );
  return one.filter((c): c is ManifestChange => c !== null);
}

/** Whether two pointers are the same field or one holds the other. */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`) || b === "";

/** Checks the changed manifests; a verdict, null when the check kept its promise. */
export function checkAndJudge(files: ManifestFiles, change: ManifestChange): string | null {
  let result: ReturnType<typeof validateManifestFiles>;
  try {
    result = validateManifestFiles(change.apply(files));
  } catch (e) {
    return `the check threw on ${change.kind} ${change.file} ${change.pointer}: ${String(e)}`;
  }
  const file = getFile(files, change.file).file;
  for (const p of result.problems)
    if (typeof p.file !== "string" || typeof p.pointer !== "string" || (p.pointer !== "" && !p.pointer.startsWith("/")) || !p.message)
      return `a problem without a file, pointer or message: ${JSON.stringify(p)}`;
  if (!change.mustReport) return null;
  if (result.bundle !== null) return `${change.kind} of ${file} ${change.pointer} passed the check`;
  if (!result.problems.some((p) => p.file === file && related(p.pointer, change.pointer)))
    return `${change.kind} of ${file} ${change.pointer} reported elsewhere: ${result.problems
      .slice(0, 3)
      .map((p) => `${p.file} ${p.pointer}`)
      .join("; ")}`;
  return null;
}
