// Validates every manifest; prints `manifests/<file>.json <JSON pointer>: <message>` per problem and exits 1 on any.
import { loadManifestFiles } from "../engine/manifests/load-files.ts";
import { formatProblem, validateManifestFiles } from "../engine/manifests/validate.ts";

const started = performance.now();
const files = loadManifestFiles(process.cwd(), process.argv[2] ?? "manifests");
const { bundle, problems } = validateManifestFiles(files);
const ms = (performance.now() - started).toFixed(0);
if (!bundle) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`${problems.length} problem(s) in manifests`);
  process.exit(1);
}
console.log(`manifests ok: ${Object.keys(bundle.malls).length} malls, ${Object.keys(bundle.routeSets).length} route sets (${ms} ms)`);
