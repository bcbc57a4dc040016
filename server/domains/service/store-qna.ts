import { QNA_STATUS_LABELS } from "../../../schemas/api/service-models.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, type HandlerContext } from "../../http/context.ts";
import type { Session } from "../../http/session.ts";
import { kstMinute } from "../../lib/kst.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { CS_CATEGORIES } from "./data-catalog.ts";

export type Lan = "ko" | "en";
type Stat = "CHECKING" | "CONFIRMED" | "ANSWERED";

export interface QnaRow {
  qna_seq: number;
  mall: string;
  qna_grp_seq: number;
  up_qna_seq: number | null;
  cust_id: string | null;
  cate_high_cd: string;
  cate_low_cd: string | null;
  store_nm: string | null;
  reply_mean: "EMAIL" | "SMS";
  cust_nm: string;
  cust_email: string | null;
  pw_hash: string | null;
  titl: string;
  cont: string;
  stat: Stat;
  ans_cont: string | null;
  ans_at: number | null;
  del_yn: "Y" | "N";
  reg_at: number;
}

const DELETED = { ko: "삭제된 문의입니다.", en: "This inquiry was deleted." } as const;
export const highName = (cd: string, lan: Lan) => CS_CATEGORIES.find((c) => c.cd === cd)?.[lan] ?? cd;
const lowName = (high: string, low: string | null, lan: Lan) =>
  low === null ? null : (CS_CATEGORIES.find((c) => c.cd === high)?.lows.find((l) => l.cd === low)?.[lan] ?? low);
const status = (stat: Stat, lan: Lan) => ({ qnaStat: stat, qnaStatNm: QNA_STATUS_LABELS[lan][stat] });

export function summaryOut(r: QnaRow & { add_cnt: number }, lan: Lan) {
  return {
    qnaSeq: r.qna_seq,
    qnaGrpSeq: r.qna_grp_seq,
    cateHighCd: r.cate_high_cd,
    cateHighNm: highName(r.cate_high_cd, lan),
    qutnTitl: r.del_yn === "Y" ? DELETED[lan] : r.titl,
    regDttm: kstMinute(r.reg_at),
    ...status(r.stat, lan),
    addCnt: r.add_cnt,
    delYn: r.del_yn,
  };
}

const entryOut = (r: QnaRow, lan: Lan) => ({
  qnaSeq: r.qna_seq,
  upQnaSeq: r.up_qna_seq,
  qutnCont: r.cont,
  regDttm: kstMinute(r.reg_at),
  ...status(r.stat, lan),
  ansCont: r.ans_cont,
  ansDttm: r.ans_at === null ? null : kstMinute(r.ans_at),
});

/** A whole thread: the first post with its additional inquiries. */
export function threadOut(db: Db, root: QnaRow, lan: Lan) {
  const adds = db.prepare("SELECT * FROM svc_qna WHERE qna_grp_seq = ? AND qna_seq <> ? ORDER BY qna_seq").all(root.qna_seq, root.qna_seq) as QnaRow[];
  return {
    ...entryOut(root, lan),
    qnaGrpSeq: root.qna_grp_seq,
    cateHighCd: root.cate_high_cd,
    cateHighNm: highName(root.cate_high_cd, lan),
    cateLowCd: root.cate_low_cd,
    cateLowNm: lowName(root.cate_high_cd, root.cate_low_cd, lan),
    storeNm: root.store_nm,
    replyMean: root.reply_mean,
    custNm: root.cust_nm,
    qutnTitl: root.titl,
    memberYn: root.cust_id === null ? ("N" as const) : ("Y" as const),
    addList: adds.map((a) => entryOut(a, lan)),
  };
}

/** The first post of the thread holding qnaSeq, in this mall, or 404. */
export function loadThreadRoot(db: Db, mall: string, qnaSeq: number): QnaRow {
  const row = db.prepare("SELECT * FROM svc_qna WHERE qna_seq = ? AND mall = ?").get(qnaSeq, mall) as QnaRow | undefined;
  const root = row && (db.prepare("SELECT * FROM svc_qna WHERE qna_seq = ?").get(row.qna_grp_seq) as QnaRow | undefined);
  if (!root) throw new HttpError(404, "The inquiry does not exist.");
  return root;
}

/** The custid a request sends must be the session's; without a session it means nothing is known (401). */
export function checkCustId(custid: string | undefined, session: Session | null): void {
  if (custid === undefined) return;
  if (!session) throw new HttpError(401, "login required");
  if (custid !== session.custId) throw new HttpError(403, "this customer id does not belong to the session");
}

interface Credentials {
  custEmail?: string | undefined;
  qutnPw?: string | undefined;
}

/** Only the writer reads or changes a thread: the member by session, a visitor by e-mail and password. */
export async function authorize(ctx: Pick<HandlerContext<unknown, unknown>, "session" | "ip">, root: QnaRow, creds: Credentials): Promise<void> {
  if (root.cust_id !== null) {
    if (!ctx.session) throw new HttpError(401, "login required");
    if (ctx.session.custId !== root.cust_id) throw new HttpError(403, "This inquiry belongs to another customer.");
    return;
  }
  if (!creds.custEmail || !creds.qutnPw) throw new HttpError(401, "Enter the e-mail and password of the inquiry.");
  if (root.cust_email !== creds.custEmail || !(await verifyPassword(creds.qutnPw, root.pw_hash, { lane: "visitor", client: ctx.ip })))
    throw new HttpError(401, "The e-mail or password is incorrect.");
}

/** Spec part-2 §5: a deleted post, or one already answered, cannot be modified. */
export function assertModifiable(root: QnaRow): void {
  if (root.del_yn === "Y") throw new HttpError(410, "A deleted inquiry cannot be modified.");
  if (root.stat === "ANSWERED") throw new HttpError(409, "An answered inquiry cannot be modified.");
}

/**
 * The first post is edited only while it is being checked (docs/decisions/0030): once the centre
 * has confirmed it, what it confirmed stays as written and more goes in an additional inquiry.
 */
export function assertEditable(root: QnaRow): void {
  assertModifiable(root);
  if (root.stat !== "CHECKING") throw new HttpError(409, "An inquiry being answered cannot be edited; add an inquiry to it instead.");
}
