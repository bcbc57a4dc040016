// Reading a page load's trace and CPU profile, for the benches that do (bench-profile.mjs,
// bench-trace.mjs): the renderer's main thread and its tasks, sums per key, and call frames named by
// the app's sources (a built script's position mapped back through the build's source map to a
// package or the app's own file).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sourceMap from "source-map-js";

/** A mapped position's source, shortened: a package's name, or the app's file. */
export const shortSource = (source) => source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.replace(/^(\.\.\/)+/, "");

/** A namer for the call frames of one build's scripts (its app folder, say dist). */
export function frameNamer(dist) {
  const consumers = new Map();
  /** The source map of a built script, by its URL (null for anything else). */
  const consumerOf = (url) => {
    const file = url.match(/\/assets\/([^/?#]+\.js)$/)?.[1];
    if (!file) return null;
    if (!consumers.has(file)) {
      const map = join(dist, "assets", `${file}.map`);
      consumers.set(file, existsSync(map) ? new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(map, "utf8"))) : null);
    }
    return consumers.get(file);
  };
  /** A call frame's source (for per-source sums) and name (for per-function sums and stacks). */
  return (frame) => {
    const consumer = frame.url ? consumerOf(frame.url) : null;
    const at = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (at?.source) {
      const source = shortSource(at.source);
      return { source, name: `${source}:${at.line} ${at.name ?? frame.functionName ?? ""}` };
    }
    // V8's own entries are named in parentheses already: (program), (idle), (garbage collector).
    const native = frame.functionName.startsWith("(") ? frame.functionName : `(${frame.functionName || "native"})`;
    const source = frame.url ? frame.url.replace(/.*\//, "") : native;
    return { source, name: frame.url && frame.functionName ? `${source} ${frame.functionName}` : source };
  };
}

/** Adds n to a sum kept by key. */
export const add = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);

/** A map's n largest entries, largest first. */
export const heaviest = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

/**
 * The page's renderer main thread (its thread_name event: the main thread of the process that
 * parsed the page's HTML), its complete events, and its top-level tasks among them.
 */
export function rendererMain(events) {
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "ParseHTML"),
  );
  if (!main) return null;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
  return { main, onMain, tasks };
}
