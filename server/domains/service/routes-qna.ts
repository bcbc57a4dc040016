import { serviceEndpoints } from "../../../schemas/api/service.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { hashPasswordAsync } from "../../lib/passwords.ts";
import { CS_CATEGORIES } from "./data-catalog.ts";
import { assertEditable, assertModifiable, authorize, checkCustId, loadThreadRoot, summaryOut, threadOut, type QnaRow } from "./store-qna.ts";
import { DEMO_GUEST } from "./seed.ts";
import { guestDigest, guestSalt, visitorCredentials } from "./store-guest.ts";

const QNA_PER_PAGE = 10;
const hanam = { mall: "hanam" };
/** An inquiry with the number of its follow-up questions. */
const ADD_COLUMNS = "q.*, (SELECT COUNT(*) FROM svc_qna a WHERE a.qna_grp_seq = q.qna_seq AND a.qna_seq <> q.qna_seq) AS add_cnt";
const withAdds = `SELECT ${ADD_COLUMNS} FROM svc_qna q`;

function checkCategory(high: string, low: string | undefined): void {
  const c = CS_CATEGORIES.find((x) => x.cd === high);
  if (!c) throw new HttpError(400, "invalid request", [{ field: "cateHighCd", message: "no such category" }]);
  if (low !== undefined && !c.lows.some((l) => l.cd === low))
    throw new HttpError(400, "invalid request", [{ field: "cateLowCd", message: "no such sub-category of this category" }]);
}

const firstSeq = (db: import("../../db/open.ts").Db, where: string, ...args: unknown[]) =>
  (db.prepare(`SELECT MIN(qna_seq) AS s FROM svc_qna WHERE ${where}`).get(...args) as { s: number }).s;

export const qnaRoutes: readonly RouteDef[] = [
  route(
    serviceEndpoints.qnaSave,
    async (ctx) => {
      const { deps, mall, session, input, now, ip } = ctx;
      const db = deps.db;
      checkCustId(input.custid, session);
      checkCategory(input.cateHighCd, input.cateLowCd);
      if (!session) {
        const missing = (["custEmail", "qutnPw"] as const).filter((f) => !input[f]);
        if (missing.length > 0)
          throw new HttpError(
            400,
            "invalid request",
            missing.map((field) => ({ field, message: "a non-member inquiry needs the e-mail and a password" })),
          );
      }
      const cel = input.custCelNum1 && input.custCelNum2 && input.custCelNum3 ? `${input.custCelNum1}-${input.custCelNum2}-${input.custCelNum3}` : null;
      const fields = [
        input.cateHighCd,
        input.cateLowCd ?? null,
        input.storeNm ?? null,
        input.replyMean,
        input.custNm,
        input.custEmail ?? null,
        cel,
        input.qutnTitl,
        input.qutnCont,
      ] as const;
      if (input.upQnaSeq !== undefined) {
        const root = loadThreadRoot(db, mall.path, input.upQnaSeq);
        if (root.qna_seq !== input.upQnaSeq)
          throw new HttpError(400, "invalid request", [
            { field: "upQnaSeq", message: "only the first post of a thread is edited; add to it with myQna/addInquiry.do" },
          ]);
        if (input.qnaGrpSeq !== undefined && input.qnaGrpSeq !== root.qna_grp_seq)
          throw new HttpError(400, "invalid request", [{ field: "qnaGrpSeq", message: "does not match the inquiry's thread" }]);
        await authorize(ctx, root, input);
        assertEditable(root);
        db.prepare(
          "UPDATE svc_qna SET cate_high_cd = ?, cate_low_cd = ?, store_nm = ?, reply_mean = ?, cust_nm = ?, cust_email = COALESCE(?, cust_email), cel_num = ?, titl = ?, cont = ?, lan = ?, upd_at = ? WHERE qna_seq = ?",
        ).run(...fields, input.lan, now, root.qna_seq);
        return { ...ok, qnaSeq: root.qna_seq, qnaGrpSeq: root.qna_grp_seq };
      }
      // A visitor's password is hashed with their e-mail's salt, and the row carries the e-mail's digest: how their lookup finds it.
      const guest = session ? null : { email: input.custEmail!, password: input.qutnPw! };
      const pwHash = guest && (await hashPasswordAsync(guest.password, { lane: "visitor", client: ip, salt: guestSalt(db, guest.email) }));
      const digest = guest && guestDigest(db, guest.email);
      const seq = db.transaction(() => {
        const r = db
          .prepare(
            `INSERT INTO svc_qna (mall, qna_grp_seq, lan, cust_id, cate_high_cd, cate_low_cd, store_nm, reply_mean, cust_nm, cust_email, cel_num, titl, cont, pw_hash, email_digest, stat, reg_at, upd_at)
             VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'CHECKING', ?, ?)`,
          )
          .run(mall.path, input.lan, session?.custId ?? null, ...fields, pwHash, digest, now, now);
        db.prepare("UPDATE svc_qna SET qna_grp_seq = qna_seq WHERE qna_seq = ?").run(r.lastInsertRowid);
        return Number(r.lastInsertRowid);
      })();
      return { ...ok, qnaSeq: seq, qnaGrpSeq: seq };
    },
    () => ({
      params: hanam,
      input: {
        lan: "ko",
        cateHighCd: "30",
        cateLowCd: "3010",
        replyMean: "EMAIL",
        custNm: "박방문",
        custEmail: DEMO_GUEST.email,
        qutnPw: DEMO_GUEST.password,
        qutnTitl: "유아 휴게실 위치",
        qutnCont: "2층에 유아 휴게실이 있는지 궁금합니다.",
      },
    }),
  ),

  route(
    serviceEndpoints.addInquiry,
    async (ctx) => {
      const { deps, mall, session, input, now } = ctx;
      const db = deps.db;
      checkCustId(input.custid, session);
      const root = loadThreadRoot(db, mall.path, input.qnaGrpSeq);
      if (root.qna_seq !== input.qnaGrpSeq)
        throw new HttpError(400, "invalid request", [{ field: "qnaGrpSeq", message: "must be the first post of a thread" }]);
      await authorize(ctx, root, input);
      assertModifiable(root);
      const seq = db.transaction(() => {
        const last = (db.prepare("SELECT MAX(qna_seq) AS s FROM svc_qna WHERE qna_grp_seq = ?").get(root.qna_seq) as { s: number }).s;
        const r = db
          .prepare(
            `INSERT INTO svc_qna (mall, qna_grp_seq, up_qna_seq, lan, cust_id, cate_high_cd, cate_low_cd, store_nm, reply_mean, cust_nm, cust_email, email_digest, cel_num, pw_hash, titl, cont, stat, reg_at, upd_at)
             SELECT mall, qna_grp_seq, ?, ?, cust_id, cate_high_cd, cate_low_cd, store_nm, reply_mean, cust_nm, cust_email, email_digest, cel_num, pw_hash, titl, ?, 'CHECKING', ?, ? FROM svc_qna WHERE qna_seq = ?`,
          )
          .run(last, input.lan, input.qutnCont, now, now, root.qna_seq);
        return Number(r.lastInsertRowid);
      })();
      return { ...ok, qnaSeq: seq, qnaGrpSeq: root.qna_seq };
    },
    ({ db }) => ({
      params: hanam,
      input: {
        qnaGrpSeq: firstSeq(db, "mall = 'hanam' AND cust_id IS NULL AND stat = 'CHECKING' AND del_yn = 'N' AND qna_seq = qna_grp_seq"),
        qutnCont: "위치 사진도 함께 알려 주시면 감사하겠습니다.",
        custEmail: DEMO_GUEST.email,
        qutnPw: DEMO_GUEST.password,
      },
    }),
  ),

  route(
    serviceEndpoints.csQna,
    async (ctx) => {
      const root = loadThreadRoot(ctx.deps.db, ctx.mall.path, ctx.input.qnaSeq);
      await authorize(ctx, root, ctx.input);
      if (root.del_yn === "Y") throw new HttpError(410, "This inquiry was deleted.");
      return { ...ok, qna: threadOut(ctx.deps.db, root, ctx.input.lan) };
    },
    ({ db, memberCustId }) => ({
      params: hanam,
      input: { qnaSeq: firstSeq(db, "mall = 'hanam' AND cust_id = ? AND stat = 'ANSWERED'", memberCustId) },
      as: "member",
    }),
  ),

  route(
    serviceEndpoints.nonMemberQnaList,
    async ({ deps, mall, input, ip }) => {
      // One password derivation, whatever the number of inquiries (docs/decisions/0038).
      const { digest, pwHash } = await visitorCredentials(deps.db, mall.path, input.custEmail, input.qutnPw, ip);
      const mine = deps.db
        .prepare(
          `${withAdds} WHERE q.mall = ? AND q.cust_id IS NULL AND q.email_digest = ? AND q.pw_hash = ? AND q.qna_seq = q.qna_grp_seq ORDER BY q.reg_at DESC LIMIT 50`,
        )
        .all(mall.path, digest, pwHash) as (QnaRow & { add_cnt: number })[];
      if (mine.length === 0) throw new HttpError(401, "The e-mail or password is incorrect.");
      return { ...ok, qnaList: mine.map((r) => summaryOut(r, input.lan)) };
    },
    () => ({ params: hanam, input: { custEmail: DEMO_GUEST.email, qutnPw: DEMO_GUEST.password, lan: "ko" } }),
  ),

  route(
    serviceEndpoints.myQna,
    ({ deps, mall, session, input }) => {
      const { rows, info } = pagedSelect<QnaRow & { add_cnt: number }>(deps.db, {
        columns: ADD_COLUMNS,
        from: "FROM svc_qna q WHERE q.mall = ? AND q.cust_id = ? AND q.qna_seq = q.qna_grp_seq",
        params: [mall.path, session.custId],
        orderBy: "q.reg_at DESC, q.qna_seq DESC",
        pageIndex: input.pageIndex,
        perPage: QNA_PER_PAGE,
      });
      return {
        ...ok,
        qnaList: rows.map((r) => summaryOut(r, input.lan)),
        paginationInfo: info,
      };
    },
    () => ({ params: hanam, input: { pageIndex: 1, lan: "ko" }, as: "member" }),
  ),
];
