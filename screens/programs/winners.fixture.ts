// Fake winner answers for the winner check's tests (only *.test.tsx import this), over the program screens' fake server.
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { kidsProgram, programsServer, WINDOWS, withBody, type ProgramsServer } from "./programs.fixture.ts";

const winner = (name: string, telNum: string, seatInfo: string | null = "A열 1번") => ({ name, telNum, seatInfo });

/** Winners of two rounds of a multi-round program, and of a single-round one; SKP01010's list is empty. */
export const PRIZES = {
  SKP01008: [
    {
      rndHm: "1100",
      progRndNo: 1,
      przList: [winner("김*연", "1234"), winner("남궁*민서하늘", "5123", "B열 3번"), winner("Alexan*er Hamiltons", "9999", "C열 7번")],
    },
    { rndHm: "1400", progRndNo: 2, przList: [winner("박*준", "4321")] },
  ],
  SKP01009: [{ rndHm: "1500", progRndNo: 1, przList: [winner("이*우", "7777")] }],
  SKP01010: [],
  SLP01005: [{ rndHm: "1900", progRndNo: 1, przList: [winner("최*아", "2468")] }],
};

const row = (seq: string, progTitl: string, progRndHm: string, progRndNo: number, isMulti: boolean) => ({
  progTitl,
  progDt: "2024-05-09",
  progRndHm,
  progRndNo,
  isMulti,
  przDateTime: "2024-05-12 10:00",
  seq,
});

/** przProgramList.do's rows (one per round), kids and library. */
export const PRIZE_ROWS = {
  kids: [
    row("SKP01008", "천체 교실", "1100", 1, true),
    row("SKP01008", "천체 교실", "1400", 2, true),
    row("SKP01008", "천체 교실", "1700", 3, true),
    row("SKP01009", "인형극", "1500", 1, false),
  ],
  library: [row("SLP01005", "작가와의 대화", "1900", 1, false)],
};

/** The programs' fake server with the prize program lists; `empty` answers both lists empty. */
export function winnersServer({ empty = false, details = {} }: { empty?: boolean; details?: Parameters<typeof programsServer>[0] } = {}): ProgramsServer {
  const base = programsServer(
    {
      SKP01008: withBody(kidsProgram("SKP01008", { progTitl: "천체 교실", ...WINDOWS.announced })),
      SKP01010: withBody(kidsProgram("SKP01010", { progTitl: "마술 공연", ...WINDOWS.announced })),
      ...details,
    },
    { prizes: PRIZES },
  );
  const calls = base.calls;
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), "http://l");
    if (url.pathname.endsWith("/przProgramList.do")) {
      calls.push(url.pathname);
      const library = url.pathname.includes("/fieldLibrary/");
      const rows = empty ? [] : library ? PRIZE_ROWS.library : PRIZE_ROWS.kids;
      return json({ message: "success", przProgramList: rows.map(({ seq, ...r }) => (library ? { slpSeq: seq, ...r } : { skpSeq: seq, ...r })) });
    }
    return base.fetch(input, init);
  };
  return { fetch: fetchFn, calls };
}
