import { eventsEndpoints as ep } from "../../../schemas/api/events.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate, kstDttm } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { hashPasswordAsync, verifyPassword } from "../../lib/passwords.ts";
import { jsonValues } from "../../lib/where.ts";
import { sampleEvent } from "./routes-core.ts";
import { assertRunning, findEvent } from "./store.ts";

const PER_PAGE = 10;
/** The password of every seeded guest-book entry (documented for demos). */
export const SEED_GUEST_BOOK_PASSWORD = "1234";

interface EntryRow {
  evt_aply_seq: number;
  up_evt_aply_seq: number | null;
  nickname: string;
  pw_hash: string;
  detail: string;
  reg_dttm: string;
}

const view = (r: EntryRow) => ({ evtAplySeq: r.evt_aply_seq, nickname: r.nickname, guestBookDetail: r.detail, regDttm: r.reg_dttm });

function liveEntry(db: Db, evtSeq: string, seq: number): EntryRow {
  const row = db.prepare<[string, number], EntryRow>("SELECT * FROM guest_book WHERE evt_seq = ? AND evt_aply_seq = ? AND del_yn = 'N'").get(evtSeq, seq);
  if (!row) throw new HttpError(404, "guest-book entry not found");
  return row;
}

const guestBookEvent = (db: Db) => sampleEvent(db, "evt_cd = 'GSTB'", "coexmall").evt_seq;

export const guestBookRoutes = [
  route(
    ep.guestBookList,
    ({ deps, mall, input }) => {
      const db = deps.db;
      const row = findEvent(db, mall, input.evtSeq, "GSTB");
      const { rows: entries, info } = pagedSelect<EntryRow>(db, {
        from: "FROM guest_book WHERE evt_seq = ? AND up_evt_aply_seq IS NULL AND del_yn = 'N'",
        params: [row.evt_seq],
        orderBy: "evt_aply_seq DESC",
        pageIndex: input.pageIndex,
        perPage: PER_PAGE,
      });
      const replies = entries.length
        ? db
            .prepare<[string], EntryRow>(`SELECT * FROM guest_book WHERE del_yn = 'N' AND up_evt_aply_seq IN ${jsonValues} ORDER BY evt_aply_seq`)
            .all(JSON.stringify(entries.map((e) => e.evt_aply_seq)))
        : [];
      const resultList = entries.map((e) => ({ ...view(e), replyList: replies.filter((r) => r.up_evt_aply_seq === e.evt_aply_seq).map(view) }));
      return { ...ok, evtSeq: row.evt_seq, resultList, paginationInfo: info };
    },
    ({ db }) => ({ params: { mall: "coexmall" }, input: { evtSeq: guestBookEvent(db), pageIndex: 1 } }),
  ),
  route(
    ep.guestBookSave,
    async ({ deps, mall, input, now, ip }) => {
      const db = deps.db;
      const row = findEvent(db, mall, input.evtSeq, "GSTB");
      assertRunning(row, kstDate(now));
      // Anyone may write: the hash takes a visitor's share of the thread pool (server/lib/hash-gate.ts).
      const pwHash = await hashPasswordAsync(input.password, { lane: "visitor", client: ip });
      // A reply to a reply joins the thread of the entry it answers: threads are one level deep.
      const parent = input.evtAplySeq === undefined ? null : liveEntry(db, row.evt_seq, input.evtAplySeq);
      const r = db
        .prepare("INSERT INTO guest_book (evt_seq, up_evt_aply_seq, nickname, pw_hash, detail, reg_dttm) VALUES (?, ?, ?, ?, ?, ?)")
        .run(row.evt_seq, parent ? (parent.up_evt_aply_seq ?? parent.evt_aply_seq) : null, input.nickname, pwHash, input.guestBookDetail, kstDttm(now));
      return { ...ok, evtSeq: row.evt_seq, evtAplySeq: Number(r.lastInsertRowid) };
    },
    ({ db }) => ({
      params: { mall: "coexmall" },
      input: { evtSeq: guestBookEvent(db), nickname: "주말나들이", password: "5678", guestBookDetail: "아이와 함께 전시 잘 보고 갑니다. 다음 달에도 올게요!" },
    }),
  ),
  route(
    ep.guestBookDelete,
    async ({ deps, mall, input, ip }) => {
      const db = deps.db;
      const row = findEvent(db, mall, input.evtSeq, "GSTB");
      const entry = liveEntry(db, row.evt_seq, input.evtAplySeq);
      if (!(await verifyPassword(input.password, entry.pw_hash, { lane: "visitor", client: ip }))) throw new HttpError(403, "The password does not match.");
      db.prepare("UPDATE guest_book SET del_yn = 'Y' WHERE evt_aply_seq = ?").run(entry.evt_aply_seq);
      return { ...ok, evtSeq: row.evt_seq, evtAplySeq: entry.evt_aply_seq };
    },
    ({ db }) => {
      const evtSeq = guestBookEvent(db);
      const oldest = db
        .prepare<[string], { evt_aply_seq: number }>(
          "SELECT MIN(evt_aply_seq) AS evt_aply_seq FROM guest_book WHERE evt_seq = ? AND up_evt_aply_seq IS NULL AND del_yn = 'N'",
        )
        .get(evtSeq)!;
      // The oldest live entry: always a seeded one (password 1234), since later entries get higher numbers.
      return { params: { mall: "coexmall" }, input: { evtSeq, evtAplySeq: oldest.evt_aply_seq, password: SEED_GUEST_BOOK_PASSWORD } };
    },
  ),
];
