import { describe, expect, it } from "vitest";
import { kidsEndpoints } from "./programs-kids.ts";
import { libraryEndpoints } from "./programs-library.ts";
import { programsEndpoints } from "./programs.ts";

// The library's prize program list (decision 3): the twin of the kids przProgramList.do.
const row = { progTitl: "작가와의 대화", progDt: "2026-11-10", progRndHm: "1400", progRndNo: 1, isMulti: false, przDateTime: "2026-11-12 10:00" };
const answer = (przProgramList: unknown[]) => ({ message: "success", przProgramList });

describe("programs.libraryPrizePrograms", () => {
  const e = libraryEndpoints.libraryPrizePrograms;

  it("is a public GET beside the library's other calls, in the programs catalogue", () => {
    expect(e.id).toBe("programs.libraryPrizePrograms");
    expect(e.method).toBe("GET");
    expect(e.path).toBe("/api/:mall/fieldLibrary/przProgramList.do");
    expect(programsEndpoints.libraryPrizePrograms).toBe(e);
  });

  it("answers library lecture ids (slpSeq) with the kids list's round fields", () => {
    expect(e.response.safeParse(answer([{ slpSeq: "SLP01005", ...row }])).success).toBe(true);
    expect(e.response.safeParse(answer([])).success).toBe(true);
    const kidsKeys = Object.keys(
      kidsEndpoints.kidsPrizePrograms.response.parse({ message: "success", przProgramList: [{ skpSeq: "SKP01008", ...row }] }).przProgramList[0]!,
    );
    const libraryKeys = Object.keys(e.response.parse(answer([{ slpSeq: "SLP01005", ...row }])).przProgramList[0]!);
    expect(libraryKeys.filter((k) => k !== "slpSeq").sort()).toEqual(kidsKeys.filter((k) => k !== "skpSeq").sort());
  });

  it("refuses a kids id, a missing id and a malformed round time", () => {
    expect(e.response.safeParse(answer([{ slpSeq: "SKP01008", ...row }])).success).toBe(false);
    expect(e.response.safeParse(answer([row])).success).toBe(false);
    expect(e.response.safeParse(answer([{ slpSeq: "SLP01005", ...row, progRndHm: "2460" }])).success).toBe(false);
  });
});
