// Prints declared routes, distinct screen ids, implemented ids and coverage per route set (--json for machines).
import { screenCoverage, formatCoverage, redirectCounts } from "../engine/coverage/screen-coverage.ts";
import { loadManifestFiles } from "../engine/manifests/load-files.ts";
import { formatProblem, validateManifestFiles } from "../engine/manifests/validate.ts";
import { screenRegistry } from "../app/screen-registry.ts";
import { isImplemented } from "../engine/routing/screen-registry.ts";

const { bundle, problems } = validateManifestFiles(loadManifestFiles(process.cwd()));
if (!bundle) {
  for (const p of problems) console.error(formatProblem(p));
  process.exit(1);
}
const report = screenCoverage(bundle, (id) => isImplemented(screenRegistry, id));
if (process.argv.includes("--json")) console.log(JSON.stringify(report, null, 2));
else console.log(formatCoverage(report, redirectCounts(bundle)));
