import { appEndpoints as ep } from "../../../schemas/api/app.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDttm } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { DEMO_DEVICE_ID } from "../member/index.ts";
import { WELCOME } from "./seed.ts";

export const INBOX_PAGE_SIZE = 20;

interface InboxRow {
  ib_seq: number;
  push_seq: number;
  uuid: string | null;
  title: string;
  cont: string;
  link_url: string;
  welcome_yn: "Y" | "N";
  reg_at: number;
  read: number;
}

// A device sees the messages sent to every device plus its own.
const VISIBLE = "(m.uuid IS NULL OR m.uuid = @uuid)";
const toItem = (m: InboxRow) => ({
  ibSeq: m.ib_seq,
  pushSeq: m.push_seq,
  title: m.title,
  cont: m.cont,
  linkUrl: m.link_url,
  welcomeYn: m.welcome_yn,
  readYn: m.read ? ("Y" as const) : ("N" as const),
  regDttm: kstDttm(m.reg_at),
});

const INBOX_OF_DEVICE = `FROM inbox_messages m LEFT JOIN inbox_reads r ON r.ib_seq = m.ib_seq AND r.uuid = @uuid WHERE ${VISIBLE}`;

/** The device's unread messages: the inbox badge. */
function unreadCount(db: Db, uuid: string): number {
  return db.prepare<{ uuid: string }, { n: number }>(`SELECT COUNT(*) AS n ${INBOX_OF_DEVICE} AND r.ib_seq IS NULL`).get({ uuid })!.n;
}

export const inboxRoutes: readonly RouteDef[] = [
  route(
    ep.inboxList,
    ({ deps, params, input }) => {
      const uuid = params.uuid;
      const { rows, info } = pagedSelect<InboxRow>(deps.db, {
        columns: "m.*, r.ib_seq IS NOT NULL AS read",
        from: INBOX_OF_DEVICE,
        params: { uuid },
        orderBy: "m.reg_at DESC, m.ib_seq DESC",
        pageIndex: input.pageIndex,
        perPage: INBOX_PAGE_SIZE,
      });
      return {
        ...ok,
        newCnt: unreadCount(deps.db, uuid),
        inboxList: rows.map(toItem),
        paginationInfo: info,
      };
    },
    () => ({ params: { uuid: DEMO_DEVICE_ID }, input: {} }),
  ),
  route(
    ep.inboxRead,
    ({ deps, params, input, now }) => {
      const uuid = params.uuid;
      const visible = deps.db
        .prepare<{ uuid: string; ibSeq: number }, { ib_seq: number }>(`SELECT m.ib_seq FROM inbox_messages m WHERE m.ib_seq = @ibSeq AND ${VISIBLE}`)
        .get({ uuid, ibSeq: input.ibSeq });
      // Another device's own message answers as no message at all: its existence is that device's business.
      if (!visible)
        throw new HttpError(404, "No such message in this device's inbox.", [{ field: "ibSeq", message: "is not a message of this device's inbox" }]);
      deps.db.prepare("INSERT INTO inbox_reads (uuid, ib_seq, read_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(uuid, visible.ib_seq, now);
      return { ...ok, ibSeq: visible.ib_seq, readYn: "Y" as const, newCnt: unreadCount(deps.db, uuid) };
    },
    () => ({ params: { uuid: DEMO_DEVICE_ID }, input: { ibSeq: 2 } }),
  ),
  route(
    ep.welcome,
    ({ deps, params, input, now }) => {
      const uuid = input.uuid || null;
      const m = deps.db
        .prepare<{ pushSeq: number; ibSeq: number; uuid: string | null }, InboxRow>(
          `SELECT m.*, EXISTS (SELECT 1 FROM inbox_reads r WHERE r.ib_seq = m.ib_seq AND r.uuid = @uuid) AS read FROM inbox_messages m
           WHERE m.push_seq = @pushSeq AND m.ib_seq = @ibSeq AND m.welcome_yn = 'Y' AND (m.uuid IS NULL OR m.uuid = @uuid)`,
        )
        .get({ pushSeq: params.pushSeq, ibSeq: params.ibSeq, uuid });
      if (!m) throw new HttpError(404, "No such welcome message.");
      if (uuid) deps.db.prepare("INSERT INTO inbox_reads (uuid, ib_seq, read_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(uuid, m.ib_seq, now);
      return { ...ok, inbox: toItem({ ...m, read: uuid ? 1 : m.read }) };
    },
    () => ({ params: { pushSeq: String(WELCOME.pushSeq), ibSeq: String(WELCOME.ibSeq) }, input: { uuid: DEMO_DEVICE_ID } }),
  ),
];
