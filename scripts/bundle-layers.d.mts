// Types of bundle-layers.mjs (plain JavaScript, so the bench runs on Node without a TypeScript loader).
import type { Rolldown } from "vite";

export const FIRST_AREAS: readonly string[];
export function layerGroups(): NonNullable<NonNullable<Rolldown.OutputOptions["codeSplitting"]> extends infer C ? (C extends { groups?: infer G } ? G : never) : never>;
/** The part of rolldown's chunking context the layer rules read. */
export interface LayerContext {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[]; importedIds: readonly string[]; isEntry: boolean } | null;
}
export function layerOf(id: string, ctx: LayerContext, groups?: ReturnType<typeof layerGroups>): string | null;
