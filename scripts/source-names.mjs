// Names a CPU profile's call frames by the app's sources: a built script's position is mapped
// back through the build's source map to a package or the app's own file. Shared by the benches
// that read profiles (bench-profile.mjs, bench-trace.mjs).
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
