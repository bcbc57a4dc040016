// A small in-memory events and coupons server for the screen tests (only *.test.tsx import this).
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";

export function mallEvent(n: number, over: Record<string, unknown> = {}) {
  const evt_seq = `E01${String(n).padStart(4, "0")}`;
  return {
    evt_seq,
    evt_titl: `이벤트 ${n}`,
    mobi_app_img1_uri: `/e${n}.svg`,
    evt_prid_disp_yn: "Y",
    evt_strt_dt: "2024-05-01",
    evt_end_dt: "2024-05-31",
    evtStrtDtTxt: "2024.05.01",
    evtEndDtTxt: "2024.05.31",
    evt_cd: "GNRL",
    cp_seq: null,
    cp_ord: null,
    eventMon: null,
    evtStat: "ing",
    aply_yn: "N",
    code_yn: "N",
    ...over,
  };
}

export function coupon(cpSeq: number, over: Record<string, unknown> = {}) {
  return {
    cpSeq,
    cpTitl: `쿠폰 ${cpSeq}`,
    tntNmKo: null,
    cpType: "DC",
    dcTxt: "3,000원 할인",
    imgUri: `/c${cpSeq}.svg`,
    cpCont: "1인 1회\n중복 사용 불가",
    mbrOnlyYn: "N",
    downStrtDt: "2024-05-01",
    downEndDt: "2024-05-31",
    useStrtDt: "2024-05-01",
    useEndDt: "2024-06-07",
    totQty: null,
    remainQty: null,
    evtSeq: null,
    cpOrd: null,
    ...over,
  };
}

export function issueOf(cpSeq: number, over: Record<string, unknown> = {}): Record<string, unknown> & { cpSeq: number; useYn: string } {
  return {
    cpSeq,
    cpIssMstSeq: 1,
    cpIssSubSeq: 100 + cpSeq,
    certNo: "1234567890123456",
    vouIssNo: null,
    holderType: "M",
    issDttm: "2024-05-15 12:00:00",
    useYn: "N",
    useDttm: null,
    ...over,
  };
}

const pageInfo = (page: number, total: number) => ({
  currentPageNo: page,
  recordCountPerPage: 10,
  totalRecordCount: total,
  totalPageCount: Math.max(1, Math.ceil(total / 10)),
});

export interface EventsServerOptions {
  ing?: number;
  end?: number;
  detail?: Record<string, unknown>;
  applied?: boolean;
  coupons?: ReturnType<typeof coupon>[];
  /** The coupon list's coupons (all of them offered now); the caller's copies are in `held`. */
  offered?: ReturnType<typeof coupon>[];
  /** Coupons the caller holds at the start. */
  holding?: ReturnType<typeof issueOf>[];
  /** How each request is answered before the defaults: return a Response to take it over. */
  override?: (path: string, req: SeenRequest) => Response | null;
}

/** Answers the events and coupon calls from memory; records every request. */
export function eventsServer(opts: EventsServerOptions = {}) {
  const seen: SeenRequest[] = [];
  const held = new Map<number, ReturnType<typeof issueOf>>((opts.holding ?? []).map((i) => [i.cpSeq, i]));
  const offered = opts.offered ?? [];
  const couponOf = (cp: number) => offered.find((c) => c.cpSeq === cp) ?? coupon(cp);
  let applied = opts.applied ?? false;
  const guestBook: { evtAplySeq: number; nickname: string; guestBookDetail: string; regDttm: string; replyList: unknown[]; password: string }[] = [
    { evtAplySeq: 1, nickname: "민트초코", guestBookDetail: "좋았어요", regDttm: "2024-05-14 10:00:00", replyList: [], password: "pass1" },
  ];
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : null;
    const req: SeenRequest = { url: String(input), method: init?.method ?? "GET", credentials: init?.credentials, contentType: null, body };
    seen.push(req);
    const url = new URL(req.url, "http://localhost");
    const path = url.pathname;
    const q = req.method === "GET" ? url.searchParams : new URLSearchParams(body ?? "");
    const own = opts.override?.(path, req);
    if (own) return own;
    if (path.endsWith("/event/eventList.do")) {
      const end = q.get("evtStat") === "end";
      const total = end ? (opts.end ?? 2) : (opts.ing ?? 3);
      const page = Number(q.get("pageIndex") ?? 1);
      const from = (page - 1) * 10;
      const rows = Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) =>
        mallEvent((end ? 100 : 0) + from + i + 1, end ? { evtStat: "end" } : {}),
      );
      return json({ message: "success", resultList: rows, paginationInfo: pageInfo(page, total) });
    }
    if (path.endsWith("/event/eventView.do")) {
      const seq = q.get("evt_seq") ?? "";
      if (seq === "E0000404") return json({ message: "Event not found" }, 404);
      return json({
        message: "success",
        eventView: { ...mallEvent(1, { evt_seq: seq }), evt_cont: "<p>본문 <strong>안내</strong></p><script>alert(1)</script>", ...opts.detail },
      });
    }
    if (path.endsWith("/event/applyCheck.do"))
      return json({
        message: "success",
        evt_seq: q.get("evt_seq"),
        aplyYn: applied ? "Y" : "N",
        evtAplySeq: applied ? 7 : null,
        aplyDttm: applied ? "2024-05-14 09:00:00" : null,
      });
    if (path.endsWith("/event/eventCodeCheck.do"))
      return json({ message: "success", evt_seq: q.get("evt_seq"), checkYn: q.get("evt_code") === "FIELD1234" ? "Y" : "N" });
    if (path.endsWith("/event/eventAply.do")) {
      applied = true;
      return json({ message: "success", evt_seq: q.get("evt_seq"), evtAplySeq: 7, aplyDttm: "2024-05-15 12:00:00" });
    }
    if (path.endsWith("/event/coupon.do"))
      return json({
        message: "success",
        evt_seq: q.get("evt_seq"),
        couponList: opts.coupons ?? [coupon(51, { evtSeq: "E010003", cpOrd: 1 }), coupon(52, { evtSeq: "E010003", cpOrd: 2, mbrOnlyYn: "Y" })],
      });
    const confirm = /\/coupon\/mycf\/(\d+)\/[^/]+\.do$/.exec(path);
    if (confirm) {
      const cp = Number(confirm[1]);
      if (cp === 404) return json({ message: "Coupon not found" }, 404);
      const have = held.get(cp) ?? null;
      return json({ message: "success", coupon: couponOf(cp), downYn: have ? "Y" : "N", issue: have });
    }
    if (path.endsWith("/eventCoupon/myCouponListData.do")) {
      const mine = q.get("listType") === "my";
      const rows = (mine ? [...held.keys()].map(couponOf) : offered).map((c) => ({
        ...c,
        downYn: held.has(c.cpSeq) ? "Y" : "N",
        issue: held.get(c.cpSeq) ?? null,
      }));
      const page = Number(q.get("pageIndex") ?? 1);
      return json({ message: "success", resultList: rows.slice((page - 1) * 10, page * 10), paginationInfo: pageInfo(page, rows.length) });
    }
    const use = /\/coupon\/my\/use\/(\d+)\.do$/.exec(path);
    if (use) {
      const cp = Number(use[1]);
      const have = held.get(cp);
      if (!have) return json({ message: "You do not hold this coupon." }, 404);
      if (have.useYn === "Y") return json({ message: "This coupon has already been used." }, 409);
      const now = { ...have, useYn: "Y", useDttm: "2024-05-15 12:00:00" };
      held.set(cp, now);
      return json({ message: "success", issue: now });
    }
    const device = /\/coupon\/mycp\/(\d+)\/([^/]+)\.do$/.exec(path);
    if (device) {
      const cp = Number(device[1]);
      const have = held.get(cp) ?? issueOf(cp, { holderType: "D" });
      held.set(cp, have);
      return json({ message: "success", coupon: couponOf(cp), issue: have });
    }
    const down = /\/eventCoupon\/coupon\/(\d+)\.do$/.exec(path);
    if (down) {
      const cp = Number(down[1]);
      const have = held.get(cp) ?? issueOf(cp);
      held.set(cp, have);
      return json({ message: "success", coupon: couponOf(cp), issue: have });
    }
    if (path.endsWith("/event/guestBookList.do"))
      return json({
        message: "success",
        evtSeq: q.get("evtSeq"),
        resultList: guestBook.map((e) => ({
          evtAplySeq: e.evtAplySeq,
          nickname: e.nickname,
          guestBookDetail: e.guestBookDetail,
          regDttm: e.regDttm,
          replyList: e.replyList,
        })),
        paginationInfo: pageInfo(1, guestBook.length),
      });
    if (path.endsWith("/event/guestBookSave.do")) {
      const entry = {
        evtAplySeq: guestBook.length + 10,
        nickname: q.get("nickname") ?? "",
        guestBookDetail: q.get("guestBookDetail") ?? "",
        regDttm: "2024-05-15 12:00:00",
        replyList: [],
        password: q.get("password") ?? "",
      };
      const to = q.get("evtAplySeq");
      if (to) guestBook.find((e) => e.evtAplySeq === Number(to))?.replyList.push({ ...entry, password: undefined });
      else guestBook.unshift(entry);
      return json({ message: "success", evtSeq: q.get("evtSeq"), evtAplySeq: entry.evtAplySeq });
    }
    if (path.endsWith("/event/guestBookDelete.do")) {
      const at = guestBook.findIndex((e) => e.evtAplySeq === Number(q.get("evtAplySeq")));
      if (at < 0) return json({ message: "guest-book entry not found" }, 404);
      if (guestBook[at]!.password !== q.get("password")) return json({ message: "The password does not match." }, 403);
      guestBook.splice(at, 1);
      return json({ message: "success", evtSeq: q.get("evtSeq"), evtAplySeq: Number(q.get("evtAplySeq")) });
    }
    return json({ message: `no answer scripted for ${req.method} ${path}` }, 404);
  };
  const pathOf = (r: SeenRequest) => new URL(r.url, "http://localhost").pathname;
  return {
    fetch: fetchImpl,
    seen,
    /** Requests to paths ending so, as [path, params]. */
    calls: (suffix: string) =>
      seen
        .filter((r) => pathOf(r).endsWith(suffix))
        .map((r) => new URLSearchParams(r.method === "GET" ? new URL(r.url, "http://localhost").search : (r.body ?? ""))),
    held,
  };
}
