// A fake inquiry server for the inquiry screens' tests (only *.test.tsx import this): the cs calls
// of schemas/api/service.ts over a few threads kept in memory, with the reference server's rules.
import { json } from "../../engine/api/fake-fetch.fixture.ts";

export const VISITOR = { custEmail: "visitor@example.com", qutnPw: "field1234" } as const;

type Stat = "CHECKING" | "CONFIRMED" | "ANSWERED";
const LABEL: Record<Stat, string> = { CHECKING: "확인중", CONFIRMED: "확인완료", ANSWERED: "답변완료" };

interface Post {
  qnaSeq: number;
  cont: string;
  ans: string | null;
  at: string;
}

export interface FakeThread {
  qnaSeq: number;
  /** null: a visitor's (VISITOR's credentials). */
  custId: string | null;
  cate: "10" | "90";
  low: string | null;
  store: string | null;
  titl: string;
  stat: Stat;
  deleted: boolean;
  posts: Post[];
}

const post = (qnaSeq: number, cont: string, ans: string | null = null): Post => ({ qnaSeq, cont, ans, at: "2026-11-20 14:05" });

/** The seeded threads: a visitor's being checked (7, with one addition answered) and answered (3); the member's. */
export function seedThreads(): FakeThread[] {
  return [
    {
      qnaSeq: 7,
      custId: null,
      cate: "10",
      low: "1020",
      store: "리빙 편집숍",
      titl: "교환 가능 기간 문의",
      stat: "CHECKING",
      deleted: false,
      posts: [post(7, "선물로 받은 상품을 교환하고 싶습니다.", "영수증을 가져와 주세요."), post(8, "영수증이 없으면요?")],
    },
    {
      qnaSeq: 3,
      custId: null,
      cate: "90",
      low: null,
      store: null,
      titl: "분실물 문의",
      stat: "ANSWERED",
      deleted: false,
      posts: [post(3, "우산을 두고 왔어요.", "안내 데스크에 보관 중입니다.")],
    },
    {
      qnaSeq: 21,
      custId: "M0000001",
      cate: "90",
      low: null,
      store: null,
      titl: "주차 정산 문의",
      stat: "CHECKING",
      deleted: false,
      posts: [post(21, "정산이 안 됩니다.")],
    },
    {
      qnaSeq: 22,
      custId: "M0000001",
      cate: "90",
      low: null,
      store: null,
      titl: "수유실 위치",
      stat: "CONFIRMED",
      deleted: false,
      posts: [post(22, "수유실이 어디인가요?")],
    },
    {
      qnaSeq: 23,
      custId: "M0000001",
      cate: "90",
      low: null,
      store: null,
      titl: "교환 문의",
      stat: "ANSWERED",
      deleted: false,
      posts: [post(23, "교환되나요?", "네, 가능합니다.")],
    },
    { qnaSeq: 24, custId: "M0000001", cate: "90", low: null, store: null, titl: "부업 회원 모집", stat: "CHECKING", deleted: true, posts: [post(24, "광고")] },
    {
      qnaSeq: 30,
      custId: "M0000002",
      cate: "90",
      low: null,
      store: null,
      titl: "다른 회원의 문의",
      stat: "CHECKING",
      deleted: false,
      posts: [post(30, "남의 글")],
    },
  ];
}

const cs = {
  message: "success",
  cateHighList: [
    { cateHighCd: "10", cateHighNm: "매장 이용" },
    { cateHighCd: "90", cateHighNm: "기타" },
  ],
  replyMeanList: [
    { replyMean: "EMAIL", replyMeanNm: "이메일" },
    { replyMean: "SMS", replyMeanNm: "문자(SMS)" },
  ],
  csInfo: { telNo: "031-8072-8000", operHours: "10:00 ~ 22:00", guide: "평일 기준 3일 이내에 답변해 드립니다." },
};

const categories: Record<string, unknown> = {
  "10": { message: "success", cateLowList: [{ cateLowCd: "1020", cateLowNm: "교환/환불" }], storeYn: "Y", guide: "이용하신 매장명을 적어 주세요." },
  "90": { message: "success", cateLowList: [], storeYn: "N", guide: "" },
};

const highName = (cd: string) => (cd === "10" ? "매장 이용" : "기타");
const summary = (t: FakeThread) => ({
  qnaSeq: t.qnaSeq,
  qnaGrpSeq: t.qnaSeq,
  cateHighCd: t.cate,
  cateHighNm: highName(t.cate),
  qutnTitl: t.deleted ? "삭제된 문의입니다." : t.titl,
  regDttm: "2026-11-20 14:05",
  qnaStat: t.stat,
  qnaStatNm: LABEL[t.stat],
  addCnt: t.posts.length - 1,
  delYn: t.deleted ? "Y" : "N",
});
const entry = (p: Post, up: number | null, stat: Stat) => ({
  qnaSeq: p.qnaSeq,
  upQnaSeq: up,
  qutnCont: p.cont,
  regDttm: p.at,
  qnaStat: stat,
  qnaStatNm: LABEL[stat],
  ansCont: p.ans,
  ansDttm: p.ans ? "2026-11-21 10:00" : null,
});
const detail = (t: FakeThread) => {
  const [first, ...adds] = t.posts as [Post, ...Post[]];
  return {
    message: "success",
    qna: {
      ...entry(first, null, t.stat),
      qnaGrpSeq: t.qnaSeq,
      cateHighCd: t.cate,
      cateHighNm: highName(t.cate),
      cateLowCd: t.low,
      cateLowNm: t.low ? "교환/환불" : null,
      storeNm: t.store,
      replyMean: "EMAIL",
      custNm: t.custId ? "김필드" : "박방문",
      qutnTitl: t.titl,
      memberYn: t.custId ? "Y" : "N",
      addList: adds.map((a, i) => entry(a, i === 0 ? first.qnaSeq : (adds[i - 1]?.qnaSeq ?? null), t.stat)),
    },
  };
};

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ message }), { status, headers: { "content-type": "application/json", ...headers } });

export interface SeenCall {
  path: string;
  method: string;
  /** The query's fields and, for a POST, the form body's. */
  params: URLSearchParams;
}

/**
 * A fetch over the threads: `custId` is the session's member (null: a visitor). `throttleAfter`:
 * the password calls answered 429 (Retry-After 37) once that many were made.
 */
export function inquiryServer({ custId = null, throttleAfter = Infinity }: { custId?: string | null; throttleAfter?: number } = {}) {
  const threads = seedThreads();
  const seen: SeenCall[] = [];
  let next = 41;
  let passwordCalls = 0;
  const mayRead = (t: FakeThread, p: URLSearchParams): Response | null => {
    if (t.custId !== null) {
      if (custId === null) return refuse(401, "login required");
      return t.custId === custId ? null : refuse(403, "This inquiry belongs to another customer.");
    }
    if (!p.get("custEmail") || !p.get("qutnPw")) return refuse(401, "Enter the e-mail and password of the inquiry.");
    return p.get("custEmail") === VISITOR.custEmail && p.get("qutnPw") === VISITOR.qutnPw ? null : refuse(401, "The e-mail or password is incorrect.");
  };
  const modifiable = (t: FakeThread, edit: boolean): Response | null => {
    if (t.deleted) return refuse(410, "A deleted inquiry cannot be modified.");
    if (t.stat === "ANSWERED") return refuse(409, "An answered inquiry cannot be modified.");
    if (edit && t.stat !== "CHECKING") return refuse(409, "An inquiry being answered cannot be edited; add an inquiry to it instead.");
    return null;
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), "http://l");
    const p = new URLSearchParams(url.search);
    if (typeof init?.body === "string") for (const [k, v] of new URLSearchParams(init.body)) p.append(k, v);
    const path = url.pathname.replace(/^\/api\/[^/]+\/service\//, "");
    seen.push({ path, method: init?.method ?? "GET", params: p });
    if (p.get("qutnPw") && ++passwordCalls > throttleAfter) return refuse(429, "Too many attempts. Please try again later.", { "retry-after": "37" });
    const find = (seq: string | null) => threads.find((t) => t.qnaSeq === Number(seq));
    switch (path) {
      case "cs.do":
        return json(cs);
      case "searchCategoryCsInfo.do":
        return categories[p.get("cateHighCd") ?? ""] ? json(categories[p.get("cateHighCd") ?? ""]) : refuse(404, "no such category");
      case "qnalist/nonMemberLogin.do": {
        const mine = threads.filter((t) => t.custId === null && p.get("custEmail") === VISITOR.custEmail && p.get("qutnPw") === VISITOR.qutnPw);
        return mine.length > 0 ? json({ message: "success", qnaList: mine.map(summary) }) : refuse(401, "The e-mail or password is incorrect.");
      }
      case "myQna.do": {
        if (custId === null) return refuse(401, "login required");
        const mine = threads.filter((t) => t.custId === custId).reverse();
        const page = Number(p.get("pageIndex") ?? 1);
        const per = 3;
        return json({
          message: "success",
          qnaList: mine.slice((page - 1) * per, page * per).map(summary),
          paginationInfo: { currentPageNo: page, recordCountPerPage: per, totalRecordCount: mine.length, totalPageCount: Math.ceil(mine.length / per) },
        });
      }
      case "csQna.do": {
        const t = find(p.get("qnaSeq"));
        if (!t) return refuse(404, "The inquiry does not exist.");
        const no = mayRead(t, p);
        if (no) return no;
        return t.deleted ? refuse(410, "This inquiry was deleted.") : json(detail(t));
      }
      case "myQna/addInquiry.do": {
        const t = find(p.get("qnaGrpSeq"));
        if (!t) return refuse(404, "The inquiry does not exist.");
        const no = mayRead(t, p) ?? modifiable(t, false);
        if (no) return no;
        const seq = next++;
        t.posts.push(post(seq, p.get("qutnCont") ?? ""));
        return json({ message: "success", qnaSeq: seq, qnaGrpSeq: t.qnaSeq });
      }
      case "qnaSave.do": {
        const up = p.get("upQnaSeq");
        if (up) {
          const t = find(up);
          if (!t) return refuse(404, "The inquiry does not exist.");
          const no = mayRead(t, p) ?? modifiable(t, true);
          if (no) return no;
          t.titl = p.get("qutnTitl") ?? t.titl;
          (t.posts[0] as Post).cont = p.get("qutnCont") ?? "";
          return json({ message: "success", qnaSeq: t.qnaSeq, qnaGrpSeq: t.qnaSeq });
        }
        const seq = next++;
        threads.push({
          qnaSeq: seq,
          custId,
          cate: p.get("cateHighCd") === "10" ? "10" : "90",
          low: p.get("cateLowCd"),
          store: p.get("storeNm"),
          titl: p.get("qutnTitl") ?? "",
          stat: "CHECKING",
          deleted: false,
          posts: [post(seq, p.get("qutnCont") ?? "")],
        });
        return json({ message: "success", qnaSeq: seq, qnaGrpSeq: seq });
      }
      default:
        return refuse(404, "not here");
    }
  };
  return {
    fetch,
    threads,
    /** The requests whose path (after /api/{mall}/service/) is `path`, in order. */
    calls: (path: string) => seen.filter((s) => s.path === path),
    all: () => seen,
  };
}
