// A fake reference server for the application screens' tests (only *.test.tsx import this): the
// kids join list, the library list, the rental list and its winner notices, and the two joins,
// recording every POST. The screen tests' clock is 2024-05-15 12:00 in Seoul.
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { kidsProgram, libraryLecture, WINDOWS } from "./programs.fixture.ts";

type Yn = "Y" | "N";

/** A kids program as programJoinList.do lists it. */
export function joinListEntry(seq: string, o: { rounds?: string[]; maxJoinNum?: number; title?: string } = {}) {
  const p = kidsProgram(seq, { rounds: o.rounds ?? ["1400"], ...(o.maxJoinNum ? { maxJoinNum: o.maxJoinNum } : {}) });
  return {
    skpSeq: seq,
    progTitl: o.title ?? p.progTitl,
    progDt: p.progDt,
    progPlc: p.progPlc,
    progRndList: p.progRndList,
    joinEndDttm: p.joinEndDttm,
    maxJoinNum: p.maxJoinNum,
  };
}

/** A rental as rnt/rntList.do answers it, open unless `o` says otherwise. */
export function rental(seq: string, o: Partial<Record<string, unknown>> = {}) {
  return {
    rntSeq: seq,
    rntTitl: `대관 ${seq}`,
    rntPlc: "5F 시티라운지",
    rntDt: "2024-05-27",
    rntStrtHm: "1000",
    rntEndHm: "1200",
    imgMobUrl: `/images/seed/${seq}.svg`,
    capacity: 12,
    joinAvlYn: "Y" as Yn,
    joinDdlnYn: "N" as Yn,
    joinStrtDttm: "2024-05-10 10:00:00",
    joinEndDttm: "2024-05-20 18:00:00",
    przYn: "Y" as Yn,
    przStrtDttm: "2024-05-21 10:00:00",
    ...o,
  };
}

export interface ApplyServerOptions {
  joinList?: ReturnType<typeof joinListEntry>[];
  lectures?: ReturnType<typeof libraryLecture>[];
  rentals?: ReturnType<typeof rental>[];
  notices?: { notiSeq: number; notiTitl: string; notiCont: string; regDt: string; refSeq: string }[];
  /** The join's answer: success (default), or an error status with its message and field errors. */
  refuse?: { status: number; message: string; errors?: { field: string; message: string }[] };
  /** Hold the join's answer until released. */
  hold?: boolean;
}

const info = (n: number) => ({ currentPageNo: 1, recordCountPerPage: 10, totalRecordCount: n, totalPageCount: n === 0 ? 0 : 1 });

/** The fake server and what it was sent. */
export function applyServer(o: ApplyServerOptions = {}) {
  const posts: { path: string; body: URLSearchParams }[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const joinList = o.joinList ?? [
    joinListEntry("SKP001", { rounds: ["1100", "1400"], title: "숲속 음악회" }),
    joinListEntry("SKP002", { maxJoinNum: 2, title: "물감 놀이터" }),
  ];
  const lectures = o.lectures ?? [
    libraryLecture("SLP001", { progTitl: "작가와의 대화" }),
    libraryLecture("SLP002", { progTitl: "재즈의 밤", ...WINDOWS.deadline }),
  ];
  const rentals = o.rentals ?? [rental("RNT001", { rntTitl: "세미나룸 A", capacity: 6 }), rental("RNT002", { rntTitl: "파티룸", ...WINDOWS.deadline })];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), "http://l");
    const path = url.pathname;
    if ((init?.method ?? "GET") === "POST") {
      const body = new URLSearchParams(typeof init?.body === "string" ? init.body : "");
      posts.push({ path, body });
      if (o.hold) await held;
      if (o.refuse) return json({ message: o.refuse.message, errors: o.refuse.errors ?? [] }, o.refuse.status);
      if (path.endsWith("/rnt/joinRnt.do")) {
        const r = rentals.find((x) => x.rntSeq === body.get("rntSeq"));
        return json({
          message: "success",
          join: { rntJoinSeq: 1, rntSeq: r?.rntSeq ?? "", rntTitl: r?.rntTitl ?? "", joinNum: Number(body.get("joinNum")), joinDttm: "2024-05-15 12:00:00" },
        });
      }
      const seqs = [...body.getAll("skpSeqs"), ...body.getAll("slpSeqs")].flatMap((s) => s.split(","));
      return json({
        message: "success",
        joinList: seqs.map((token, i) => {
          const [seq = "", rnd] = token.split("_");
          const p = joinList.find((x) => x.skpSeq === seq);
          const l = lectures.find((x) => x.slpSeq === seq);
          const round = Number(rnd ?? 1);
          return {
            joinSeq: i + 1,
            progSeq: seq,
            progTitl: p?.progTitl ?? l?.progTitl ?? seq,
            progDt: "2024-05-25",
            progRndNo: round,
            rndHm: (p?.progRndList ?? l?.progRndList ?? [])[round - 1]?.rndHm ?? "1400",
            joinNum: Number(body.get("joinNum")),
            joinDttm: "2024-05-15 12:00:00",
          };
        }),
      });
    }
    if (path.endsWith("/programJoinList.do")) return json({ message: "success", list: joinList });
    if (path.endsWith("/lectureList.do"))
      return json({ message: "success", resultCommCodeThm: [], paginationInfo: info(lectures.length), programList: lectures });
    if (path.endsWith("/rnt/rntList.do")) return json({ message: "success", rntList: rentals, paginationInfo: info(rentals.length) });
    if (path.endsWith("/rnt/winnerNoticeList.do")) return json({ message: "success", winnerNoticeList: o.notices ?? [] });
    return json({ message: "not found" }, 404);
  };
  return { fetch, posts, release };
}
