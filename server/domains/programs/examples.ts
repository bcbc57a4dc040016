import { KIDS_PROGRAMS, LIBRARY_LECTURES, type SeedState } from "./seed-programs-text.ts";

/** The seeded id of the first program of a kind in a state (examples and tests read the seed layout). */
export function exampleSeq(kind: "kids" | "library", state: SeedState, mallNo: string, rounds?: "single" | "multi"): string {
  const list = kind === "kids" ? KIDS_PROGRAMS : LIBRARY_LECTURES;
  const i = list.findIndex((t) => t.state === state && (rounds === undefined || (rounds === "multi") === t.rounds.length > 1));
  if (i < 0) throw new Error(`no seeded ${kind} program in state ${state}`);
  return `${kind === "kids" ? "SKP" : "SLP"}${mallNo}${String(i + 1).padStart(3, "0")}`;
}
