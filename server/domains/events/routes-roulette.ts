import { eventsEndpoints as ep } from "../../../schemas/api/events.ts";
import { type HandlerContext, HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate, kstDttm } from "../../lib/kst.ts";
import { sampleEvent } from "./routes-core.ts";
import { drawPrize, findSpin, prizesOf } from "./roulette.ts";
import { assertRunning, findEvent } from "./store.ts";

type SpinContext = HandlerContext<{ mall: string }, { evt_seq: string }, "member">;

/** Today's spin of the member: made once a day (Asia/Seoul), read back on every repeat. */
function spin({ deps, mall, input, session, now }: SpinContext) {
  const db = deps.db;
  const day = kstDate(now);
  const custId = session.custId;
  const row = findEvent(db, mall, input.evt_seq, "RLT");
  const prizes = prizesOf(db, row.evt_seq);
  if (prizes.length === 0) throw new HttpError(422, "This roulette has no prizes.");
  const done = db.transaction(() => {
    const have = findSpin(db, row.evt_seq, custId, day);
    if (have) return have;
    assertRunning(row, day);
    const prize = drawPrize(prizes, row.evt_seq, custId, day);
    db.prepare("INSERT INTO roulette_spins (evt_seq, cust_id, spin_dt, prize_no, spin_dttm) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING").run(
      row.evt_seq,
      custId,
      day,
      prize.prize_no,
      kstDttm(now),
    );
    return findSpin(db, row.evt_seq, custId, day)!;
  })();
  const prize = prizes.find((p) => p.prize_no === done.prize_no)!;
  return {
    body: {
      ...ok,
      evt_seq: row.evt_seq,
      spinDt: done.spin_dt,
      prizeNo: prize.prize_no,
      prizeNm: prize.prize_nm,
      winYn: prize.win_yn,
      spinDttm: done.spin_dttm,
    },
    prizes,
  };
}

const example = (db: Parameters<typeof sampleEvent>[0], memberCustId: string) => ({
  params: { mall: "anseong" },
  input: { evt_seq: sampleEvent(db, "evt_cd = 'RLT'", "anseong").evt_seq, cust_id: memberCustId },
  as: "member" as const,
});

export const rouletteRoutes = [
  route(
    ep.roulette,
    (ctx) => spin(ctx).body,
    ({ db, memberCustId }) => example(db, memberCustId),
  ),
  route(
    ep.rouletteNew,
    (ctx) => {
      const { body, prizes } = spin(ctx);
      return { ...body, prizeList: prizes.map((p) => ({ prizeNo: p.prize_no, prizeNm: p.prize_nm, winYn: p.win_yn })) };
    },
    ({ db, memberCustId }) => example(db, memberCustId),
  ),
];
