// Times what an operator and the browser pay for manifests: reading + ajv + zod validation (cold
// and warm), and compiling the validated bundle into react-router routes (what the app does at boot).
import { engineScreens } from "../app/screen-registry.ts";
import { appRoutes } from "../engine/routing/app-routes.tsx";
import { loadManifestFiles } from "../engine/manifests/load-files.ts";
import { validateManifestFiles } from "../engine/manifests/validate.ts";

const time = (fn: () => unknown) => {
  const t = performance.now();
  fn();
  return performance.now() - t;
};
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const root = process.cwd();
const cold = time(() => validateManifestFiles(loadManifestFiles(root)));
const warm = median(Array.from({ length: 20 }, () => time(() => validateManifestFiles(loadManifestFiles(root)))));
const { bundle } = validateManifestFiles(loadManifestFiles(root));
if (!bundle) throw new Error("manifests are invalid: run npm run manifests:check");
const opts = { dev: false, visitedMallPath: () => "/hanam", screens: engineScreens };
let count = 0;
const compile = median(Array.from({ length: 50 }, () => time(() => (count = appRoutes(bundle, opts).length))));
console.log(`validate (read + ajv + zod): cold ${cold.toFixed(0)} ms (includes compiling the ajv validators), warm median ${warm.toFixed(1)} ms`);
console.log(`compile ${count} routes from ${Object.keys(bundle.malls).length} manifests: median ${compile.toFixed(2)} ms`);
