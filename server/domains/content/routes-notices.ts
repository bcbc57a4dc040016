import { contentEndpoints as E } from "../../../schemas/api/content.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { likeText, Where } from "../../lib/where.ts";

const PER_PAGE = 10;

interface NoticeRow {
  noti_seq: number;
  titl: string;
  cont: string;
  reg_dt: string;
  fix_yn: "Y" | "N";
  lan: "ko" | "en";
}

const item = (r: NoticeRow) => ({ notiSeq: r.noti_seq, notiTitl: r.titl, regDt: r.reg_dt, fixYn: r.fix_yn });

/** A page of notices of a language: pinned first, then newest. */
export function noticePage(db: Db, mall: string, lan: "ko" | "en", pageIndex: number, perPage = PER_PAGE, keyword?: string) {
  const w = new Where().add("mall = ?", mall).add("lan = ?", lan);
  if (keyword) w.add("titl LIKE ? ESCAPE '\\'", likeText(keyword));
  const { rows, info } = pagedSelect<NoticeRow>(db, {
    from: `FROM cnt_notice ${w.sql}`,
    params: w.args,
    orderBy: "fix_yn DESC, reg_dt DESC, noti_seq DESC",
    pageIndex,
    perPage,
  });
  return { noticeList: rows.map(item), paginationInfo: info };
}

export const noticeRoutes = [
  route(
    E.notice,
    ({ deps, mall, input }) => ({ ...ok, ...noticePage(deps.db, mall.path, "ko", input.pageIndex, PER_PAGE, input.searchKeyword) }),
    () => ({ params: { mall: "hanam" }, input: { pageIndex: "1" } }),
  ),
  route(
    E.noticeEn,
    ({ deps, mall, input }) => ({ ...ok, ...noticePage(deps.db, mall.path, "en", input.pageIndex, PER_PAGE, input.searchKeyword) }),
    () => ({ params: { mall: "centerfield" }, input: {} }),
  ),
  route(
    E.noticeView,
    ({ deps, mall, input }) => {
      const r = deps.db.prepare("SELECT * FROM cnt_notice WHERE mall = ? AND noti_seq = ?").get(mall.path, input.notiSeq) as NoticeRow | undefined;
      if (!r) throw new HttpError(404, "Notice not found");
      const near = (sql: string) => {
        const n = deps.db.prepare(sql).get(mall.path, r.lan, r.noti_seq) as { noti_seq: number; titl: string } | undefined;
        return n ? { notiSeq: n.noti_seq, notiTitl: n.titl } : null;
      };
      return {
        ...ok,
        notice: { ...item(r), notiCont: r.cont, lan: r.lan },
        prevNotice: near("SELECT noti_seq, titl FROM cnt_notice WHERE mall = ? AND lan = ? AND noti_seq < ? ORDER BY noti_seq DESC LIMIT 1"),
        nextNotice: near("SELECT noti_seq, titl FROM cnt_notice WHERE mall = ? AND lan = ? AND noti_seq > ? ORDER BY noti_seq LIMIT 1"),
      };
    },
    (ctx) => {
      const row = ctx.db.prepare("SELECT noti_seq FROM cnt_notice WHERE mall = 'hanam' AND lan = 'ko' ORDER BY noti_seq DESC LIMIT 1").get() as
        | { noti_seq: number }
        | undefined;
      return { params: { mall: "hanam" }, input: { notiSeq: String(row?.noti_seq ?? 1) } };
    },
  ),
];
