// A fake reference server for the program screens' tests (only *.test.tsx import this). The screen
// tests' clock is 2024-05-15 12:00 in Seoul: the join windows are set around it.
import { json } from "../../engine/api/fake-fetch.fixture.ts";

type Yn = "Y" | "N";

/** A kids program as programList.do and programDetail.do answer it (the detail adds contHtml). */
export function kidsProgram(seq: string, o: Partial<Record<string, unknown>> = {}) {
  const rounds = (o.rounds as string[] | undefined) ?? ["1400"];
  return {
    skpSeq: seq,
    progTitl: `프로그램 ${seq}`,
    progTypeName: "experience",
    thm: "02",
    thmNm: "체험",
    progDt: "2024-05-25",
    progPlc: "3F 키즈 스튜디오",
    trgt: "5~9세 어린이",
    imgMobUrl: `/images/seed/${seq}.svg`,
    castName: null,
    progOpenDttm: "2024-05-01 10:00:00",
    progStrtHm: rounds[0],
    progRndList: rounds.map((rndHm, i) => ({ rndHm, progRndNo: i + 1, rndNo: i + 1 })),
    progRndCount: rounds.length,
    isMulti: rounds.length > 1,
    liveYn: "N" as Yn,
    linkUrl: null,
    joinAvlYn: "Y" as Yn,
    joinDdlnYn: "N" as Yn,
    joinStrtDttm: "2024-05-10 10:00:00",
    joinEndDttm: "2024-05-20 18:00:00",
    maxJoinNum: 4,
    przYn: "Y" as Yn,
    przStrtDttm: "2024-05-21 10:00:00",
    przEndDttm: "2024-06-04 10:00:00",
    przDateTime: "2024-05-21 10:00",
    ...Object.fromEntries(Object.entries(o).filter(([k]) => k !== "rounds")),
  };
}

/** The same fields for a library lecture (slpSeq). */
export function libraryLecture(seq: string, o: Partial<Record<string, unknown>> = {}) {
  const { skpSeq: _, ...rest } = kidsProgram(seq, { progTypeName: "celebrityLecture", thm: "11", thmNm: "강연", ...o });
  return { slpSeq: seq, ...rest };
}

/** Join windows around the tests' clock, by state. */
export const WINDOWS = {
  open: {},
  deadline: { joinDdlnYn: "Y", joinAvlYn: "N" },
  upcoming: { joinStrtDttm: "2024-05-18 10:00:00", joinEndDttm: "2024-05-22 18:00:00", joinAvlYn: "N" },
  prizePending: { joinStrtDttm: "2024-05-01 10:00:00", joinEndDttm: "2024-05-10 18:00:00", przStrtDttm: "2024-05-16 10:00:00", joinAvlYn: "N" },
  announced: { joinStrtDttm: "2024-05-01 10:00:00", joinEndDttm: "2024-05-08 18:00:00", przStrtDttm: "2024-05-12 10:00:00", joinAvlYn: "N" },
  closed: { joinStrtDttm: "2024-05-01 10:00:00", joinEndDttm: "2024-05-08 18:00:00", przYn: "N", przStrtDttm: null, przDateTime: null, joinAvlYn: "N" },
} as const;

const THEMES = [
  { commCd: "01", commCdNm: "공연" },
  { commCd: "02", commCdNm: "체험" },
];
const pageInfo = (page: number, total: number, per = 2) => ({
  currentPageNo: page,
  recordCountPerPage: per,
  totalRecordCount: total,
  totalPageCount: Math.max(1, Math.ceil(total / per)),
});

export interface ProgramsServer {
  fetch: typeof fetch;
  /** The paths (with query) asked for, in order. */
  calls: string[];
}

/**
 * Kids lists of two pages (2 a page), the library list, reviews, banners, winner notices, details
 * by id and prize lists; an unknown id answers 404 as the server does.
 */
export function programsServer(
  details: Record<string, ReturnType<typeof kidsProgram> | ReturnType<typeof libraryLecture>> = {},
  opts: { prizes?: Record<string, unknown[]>; kidsPages?: ReturnType<typeof kidsProgram>[][] } = {},
): ProgramsServer {
  const calls: string[] = [];
  const kidsPages = opts.kidsPages ?? [
    [
      kidsProgram("SKP01002", { progTitl: "둘째 날 오후 공연", progTypeName: "show", thm: "01", progDt: "2024-05-26" }),
      kidsProgram("SKP01001", { progTitl: "물감 놀이", rounds: ["1100", "1400"] }),
    ],
    [kidsProgram("SKP01003", { progTitl: "라이브 동화", liveYn: "Y", linkUrl: "https://live.fieldmall.example/skp01003", progDt: "2024-05-27" })],
  ];
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input), "http://l");
    calls.push(`${url.pathname}${url.search}`);
    const q = url.searchParams;
    const page = Number(q.get("pageIndex") ?? "1");
    const op = url.pathname.split("/").pop();
    const library = url.pathname.includes("/fieldLibrary/");
    switch (op) {
      case "programList.do": {
        const thm = q.get("thm");
        const all = kidsPages.flat();
        if (thm) {
          const rows = all.filter((p) => p.thm === thm);
          return json({ message: "success", resultCommCodeThm: THEMES, paginationInfo: pageInfo(1, rows.length, 10), programList: rows });
        }
        return json({ message: "success", resultCommCodeThm: THEMES, paginationInfo: pageInfo(page, all.length), programList: kidsPages[page - 1] ?? [] });
      }
      case "lectureList.do": {
        const passed = q.get("passed") === "Y";
        const rows = passed
          ? [libraryLecture("SLP01013", { progTitl: "지난 강연", progDt: "2024-04-02", ...WINDOWS.closed })]
          : [libraryLecture("SLP01001", { progTitl: "작가와의 대화" })];
        return json({
          message: "success",
          resultCommCodeThm: [{ commCd: "11", commCdNm: "강연" }],
          paginationInfo: pageInfo(1, rows.length, 10),
          programList: rows,
        });
      }
      case "review.do":
        return json({
          message: "success",
          reviewList: [
            {
              revSeq: 2 * page - 1,
              progSeq: "SKP01001",
              progTitl: "물감 놀이",
              revTitl: `후기 ${2 * page - 1}`,
              revCont: "<b>재미있었어요</b>",
              wrtrNm: "김*연",
              regDt: "2024-05-02",
              imgMobUrl: null,
            },
            {
              revSeq: 2 * page,
              progSeq: null,
              progTitl: "인형극",
              revTitl: `후기 ${2 * page}`,
              revCont: "또 올게요",
              wrtrNm: "박하늘",
              regDt: "2024-05-01",
              imgMobUrl: null,
            },
          ],
          paginationInfo: pageInfo(page, 4),
        });
      case "mainBanner.do":
        return json({
          message: "success",
          bannerList: [
            {
              bnrSeq: 1,
              bnrTitl: library ? "강연 라인업" : "겨울방학 키즈",
              imgMobUrl: "/images/seed/b1.svg",
              linkType: "I",
              linkUrl: "/tenant/fieldKids/toApply",
              stmUrl: "/hanam/tenant/fieldKids/toApply",
            },
          ],
        });
      case "winnerNoticeList.do":
        return json({
          message: "success",
          winnerNoticeList: [
            {
              notiSeq: 7,
              notiTitl: "[당첨자 발표] 인형극",
              notiCont: "<p>당첨을 축하합니다<script>alert(1)</script></p>",
              regDt: "2024-05-12",
              refSeq: "SKP01009",
            },
          ],
        });
      case "programDetail.do":
      case "lectureDetail.do": {
        const id = q.get("skpSeq") ?? q.get("slpSeq") ?? "";
        const d = details[id];
        if (!d) return json({ message: op === "programDetail.do" ? "The program does not exist." : "The lecture does not exist." }, 404);
        return json(op === "programDetail.do" ? { message: "success", programDetail: d } : { message: "success", lecture: d });
      }
      case "programPrzList.do":
        return json({ message: "success", przList: opts.prizes?.[q.get("skpSeq") ?? ""] ?? [] });
      default:
        return json({ message: "Not found" }, 404);
    }
  };
  return { fetch: fetchFn, calls };
}

/** A detail answer: the program with its body. */
export const withBody = <P extends object>(p: P, contHtml = "<p>프로그램 소개</p>") => ({ ...p, contHtml });
