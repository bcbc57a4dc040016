import { serviceEndpoints } from "../../../schemas/api/service.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { likeText } from "../../lib/where.ts";
import { CS_CATEGORIES, FAQ_CATEGORIES, REPLY_MEANS } from "./data-catalog.ts";

const FAQ_PER_PAGE = 10;
const INVESTOR_PER_PAGE = 10;
const hanam = { mall: "hanam" };

interface InvestorRow {
  ivs_seq: number;
  ivs_type: "notice" | "reports";
  titl: string;
  cont: string;
  file_nm: string | null;
  file_url: string | null;
  reg_at: number;
}

export const infoRoutes: readonly RouteDef[] = [
  route(
    serviceEndpoints.faq,
    ({ deps, mall, input }) => {
      const cate = input.cateSeq ?? 0;
      if (!FAQ_CATEGORIES.some((c) => c.cateSeq === cate)) throw new HttpError(400, "invalid request", [{ field: "cateSeq", message: "no such FAQ category" }]);
      const kw = input.searchKeyword ? likeText(input.searchKeyword) : null;
      const { rows, info } = pagedSelect<{ faq_seq: number; cate_seq: number; titl: string; cont: string }>(deps.db, {
        columns: "faq_seq, cate_seq, titl, cont",
        from: "FROM svc_faqs WHERE mall = ? AND (? = 0 OR cate_seq = ?) AND (? IS NULL OR titl LIKE ? ESCAPE '\\' OR cont LIKE ? ESCAPE '\\')",
        params: [mall.path, cate, cate, kw, kw, kw],
        orderBy: "cate_seq, ord, faq_seq",
        pageIndex: input.pageIndex,
        perPage: FAQ_PER_PAGE,
      });
      const name = (seq: number) => FAQ_CATEGORIES.find((c) => c.cateSeq === seq)?.cateNmKo ?? "";
      return {
        ...ok,
        codeList: FAQ_CATEGORIES.map((c) => ({ ...c })),
        faqList: rows.map((r) => ({ faqSeq: r.faq_seq, cateSeq: r.cate_seq, cateNmKo: name(r.cate_seq), faqTitlKo: r.titl, faqContKo: r.cont })),
        paginationInfo: info,
      };
    },
    () => ({ params: hanam, input: { pageIndex: 1, cateSeq: 1, searchKeyword: "" } }),
  ),

  route(
    serviceEndpoints.cs,
    ({ mall, input }) => ({
      ...ok,
      cateHighList: CS_CATEGORIES.map((c) => ({ cateHighCd: c.cd, cateHighNm: c[input.lan] })),
      replyMeanList: REPLY_MEANS.map((r) => ({ replyMean: r.replyMean, replyMeanNm: r[input.lan] })),
      csInfo: {
        telNo: `1833-${mall.code ?? "00"}00`,
        operHours: input.lan === "ko" ? "매일 10:00 - 22:00" : "Daily 10:00 - 22:00",
        guide:
          input.lan === "ko"
            ? `${mall.nameKo} 1:1 문의는 순서대로 확인 후 답변해 드립니다. 비회원 문의는 입력하신 이메일과 비밀번호로 조회할 수 있습니다.`
            : `${mall.nameEn} answers one-to-one inquiries in order. Non-members look their inquiries up with the e-mail and password they entered.`,
      },
    }),
    () => ({ params: hanam, input: { lan: "ko" } }),
  ),

  route(
    serviceEndpoints.searchCategoryCsInfo,
    ({ input }) => {
      const c = CS_CATEGORIES.find((x) => x.cd === input.cateHighCd);
      if (!c) throw new HttpError(404, "The category does not exist.");
      return {
        ...ok,
        cateLowList: c.lows.map((l) => ({ cateLowCd: l.cd, cateLowNm: l[input.lan] })),
        storeYn: c.storeYn,
        guide: input.lan === "ko" ? c.guideKo : c.guideEn,
      };
    },
    () => ({ params: hanam, input: { cateHighCd: "10", lan: "ko" } }),
  ),

  route(
    serviceEndpoints.investor,
    ({ deps, input }) => {
      const { rows, info } = pagedSelect<InvestorRow>(deps.db, {
        from: "FROM svc_investor WHERE ivs_type = ?",
        params: [input.ivsType],
        orderBy: "reg_at DESC, ivs_seq DESC",
        pageIndex: input.page,
        perPage: INVESTOR_PER_PAGE,
      });
      return {
        ...ok,
        investorList: rows.map((r) => ({
          ivsSeq: r.ivs_seq,
          ivsType: r.ivs_type,
          titl: r.titl,
          cont: r.cont,
          regDt: kstDate(r.reg_at),
          fileNm: r.file_nm,
          fileUrl: r.file_url,
        })),
        paginationInfo: info,
      };
    },
    () => ({ params: hanam, input: { ivsType: "notice" } }),
  ),
];
