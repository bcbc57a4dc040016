import type { progTypeNames } from "../../schemas/api/programs-models.ts";

export type ProgramType = (typeof progTypeNames)[number];

/** The types whose programs are shows: the mall's show notice (entry rules, spec part-1 §9) goes with them. */
const SHOW_TYPES: ReadonlySet<ProgramType> = new Set(["show", "concert", "kidsShow", "libraryConcert"]);

export const isShow = (type: ProgramType): boolean => SHOW_TYPES.has(type);
