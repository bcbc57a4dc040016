// Types of bundle-layers.mjs (plain JavaScript, so the bench runs on Node without a TypeScript loader).
import type { Rolldown } from "vite";

export const FIRST_AREAS: readonly string[];
export function layerGroups(): NonNullable<NonNullable<Rolldown.OutputOptions["codeSplitting"]> extends infer C ? (C extends { groups?: infer G } ? G : never) : never>;
