// The unit tests as vitest projects: "node" files share their worker's modules between files
// (isolate: false: a file no longer pays for its imports again); "dom" files (whose docblock asks
// for jsdom) each get a fresh window (isolate: true): with it off, files of one worker were seen
// interleaving on one shared window (to-top's scrollTo mock reached the scroll test), which no
// reset between files can make safe; tests/setup/fresh-window.ts still puts back what a file set,
// as a second guard. The dom files run in the vmThreads pool: each file still gets its own window
// and module graph (a fresh VM context), but in a worker kept from file to file, so jsdom is not
// loaded and set up again in a new process per file (on 2 cores, the 26 dom files of two screen
// areas: 45.7 s -> 23.8 s, their environment set-up 27.2 s -> 2.8 s). "isolated" keeps a fresh
// module graph per file for the files that replace modules with vi.mock.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** What every unit test file runs first (unexpected console errors fail the test). */
export const SETUP_FILES = ["./tests/setup/fail-on-console-error.ts"];
export const UNIT_FOLDERS = ["app", "devtools", "engine", "machines", "schemas", "screens", "scripts", "server", "tests/unit"];
const TEST_FILE = /\.test\.tsx?$/;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (TEST_FILE.test(entry.name)) yield path;
  }
}

/** The unit test files (paths from root, forward slashes) by the project that runs them. */
export function unitFilesByProject(root) {
  const files = { node: [], dom: [], isolated: [] };
  for (const folder of UNIT_FOLDERS)
    for (const path of walk(join(root, folder))) {
      const text = readFileSync(path, "utf8");
      const file = relative(root, path).split("\\").join("/");
      if (/\bvi\.mock\(/.test(text)) files.isolated.push(file);
      else if (/@vitest-environment jsdom/.test(text.slice(0, 400))) files.dom.push(file);
      else files.node.push(file);
    }
  return files;
}

/** Vitest's `test.projects` for the files of root. */
export function unitProjects(root) {
  const files = unitFilesByProject(root);
  return [
    { extends: true, test: { name: "node", include: files.node, environment: "node", isolate: false } },
    {
      extends: true,
      test: {
        name: "dom",
        include: files.dom,
        environment: "jsdom",
        pool: "vmThreads",
        isolate: true,
        setupFiles: [...SETUP_FILES, "./tests/setup/fresh-window.ts"],
      },
    },
    { extends: true, test: { name: "isolated", include: files.isolated, isolate: true } },
  ];
}
