// Types of bundle-graph.mjs (plain JavaScript, shared with the Node benchmarks).
import type { LoadedScript } from "./bundle-budget.mjs";

export interface GraphChunk {
  file: string;
  key: string;
  imports: string[];
  dynamicImports: string[];
  english: boolean;
  screenEntry: boolean;
  library: boolean;
  kit: boolean;
  packages: Set<string>;
}
export interface ChunkGraph {
  chunks: Map<string, GraphChunk>;
  /** Which chunk file holds each module (project-relative path). */
  holder: Map<string, string>;
}
export interface ChunkSources {
  modules: string[];
  packages: Set<string>;
  library: boolean;
}
export type RouteScript = Omit<LoadedScript, "gzip">;
export interface RouteLoad {
  scripts: RouteScript[];
  lazy: RouteScript[];
  onDemand: RouteScript[];
  optional: RouteScript[];
  packages: Set<string>;
}

export function readBuildManifest(dist?: string): Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isDynamicEntry?: boolean }>;
export function chunkSources(dist: string, file: string): ChunkSources;
export function chunkGraph(manifest: ReturnType<typeof readBuildManifest>, sourcesOf: (file: string) => ChunkSources): ChunkGraph;
export function routeLoad(graph: ChunkGraph, screenModules: readonly string[]): RouteLoad;
export function gzipSizer(dist?: string): (pathname: string) => number;
/** The gzip size of a built file's text, its chunk names' hashes fixed. */
export function gzipSize(text: string): number;
