import type * as z from "zod/mini";
import type { kidsProgramDetailSchema, kidsProgramSchema, libraryLectureDetailSchema, libraryLectureSchema } from "../../schemas/api/programs-models.ts";

/** A program of a list: a kids program (skpSeq) or a library lecture (slpSeq). */
export type ListedProgram = z.output<typeof kidsProgramSchema> | z.output<typeof libraryLectureSchema>;
/** A program with its body (the dialog's). */
export type ProgramDetail = z.output<typeof kidsProgramDetailSchema> | z.output<typeof libraryLectureDetailSchema>;

/** A program's id, whichever kind it is. */
export const programId = (p: ListedProgram): string => ("skpSeq" in p ? p.skpSeq : p.slpSeq);
