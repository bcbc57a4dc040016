import type { Db } from "../../db/open.ts";
import type { SeedContext, ServerMall } from "../../http/context.ts";
import { DAY_MS, HOUR_MS, kstDate, kstMidnight, parseKstDttm } from "../../lib/kst.ts";
import { between, pick } from "../../seed/random.ts";
import { programImageUri } from "./seed-images.ts";
import {
  KIDS_PROGRAMS,
  KIDS_THEMES,
  LATIN_NAMES,
  LIBRARY_LECTURES,
  LIBRARY_THEMES,
  SURNAMES,
  GIVEN,
  type ProgramTemplate,
  type SeedState,
} from "./seed-programs-text.ts";

/** Malls whose winner table has no seat column (spec part-1 §2 winner dialog: coexmall). */
const NO_SEAT_MALLS = new Set(["coexmall"]);

interface Window {
  joinStrt: number;
  joinEnd: number;
  ddln: "Y" | "N";
  przYn: "Y" | "N";
  przStrt: number | null;
}

/** Join and prize times of a state, around the seed clock rounded down to the hour. */
function windowFor(state: SeedState, anchor: number): Window {
  const d = (n: number) => anchor + n * DAY_MS;
  switch (state) {
    case "open":
      return { joinStrt: d(-3), joinEnd: d(4), ddln: "N", przYn: "Y", przStrt: d(5) };
    case "openNoPrize":
      return { joinStrt: d(-2), joinEnd: d(5), ddln: "N", przYn: "N", przStrt: null };
    case "deadline":
      return { joinStrt: d(-5), joinEnd: d(2), ddln: "Y", przYn: "Y", przStrt: d(3) };
    case "prizePending":
      return { joinStrt: d(-9), joinEnd: d(-1), ddln: "N", przYn: "Y", przStrt: d(1) };
    case "announced":
    case "announcedEmpty":
      return { joinStrt: d(-14), joinEnd: d(-6), ddln: "N", przYn: "Y", przStrt: d(-3) };
    case "upcoming":
      return { joinStrt: d(2), joinEnd: d(7), ddln: "N", przYn: "Y", przStrt: d(9) };
    case "passed":
      return { joinStrt: d(-30), joinEnd: d(-20), ddln: "N", przYn: "Y", przStrt: d(-17) };
  }
}

export function maskedName(random: () => number): string {
  if (random() < 0.12) {
    const full = pick(random, LATIN_NAMES);
    return `${full.slice(0, -2)}*${full.slice(-1)}`;
  }
  const given = pick(random, GIVEN);
  return `${pick(random, SURNAMES)}*${given.slice(1)}`;
}

function body(t: ProgramTemplate, mall: ServerMall): string {
  return [
    `<h3>${t.titl}</h3>`,
    `<p>${t.body}</p>`,
    `<ul><li>장소: ${mall.nameKo} ${t.plc}</li><li>대상: ${t.trgt}</li><li>신청: 1인 최대 ${t.maxJoinNum}명까지 함께 신청할 수 있습니다.</li></ul>`,
    `<p>당첨자는 발표일에 문자로 개별 안내해 드립니다. 공연 시작 후에는 입장이 제한될 수 있습니다.</p>`,
  ].join("");
}

/** Epoch ms of a round: rounds are stored as Seoul "HHmm" on the program date. */
const roundStart = (date: string, hm: string) => parseKstDttm(`${date} ${hm.slice(0, 2)}:${hm.slice(2, 4)}`);

function insertTemplates(db: Db, ctx: SeedContext, mall: ServerMall, mallNo: string, kind: "kids" | "library", templates: readonly ProgramTemplate[]): void {
  const anchor = Math.floor(ctx.now.getTime() / HOUR_MS) * HOUR_MS;
  const today = kstMidnight(ctx.now.getTime());
  const themes = kind === "kids" ? KIDS_THEMES : LIBRARY_THEMES;
  const insProg = db.prepare(
    `INSERT INTO prog_programs (seq, kind, mall, titl, type_name, thm, prog_dt, plc, trgt, img_mob_url, cast_name, open_at, live_yn, link_url, cont_html,
       join_ddln_yn, join_strt_at, join_end_at, max_join_num, prz_yn, prz_strt_at, prz_end_at, seq_at, is_multi)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insRound = db.prepare("INSERT INTO prog_rounds (prog_seq, rnd_no, rnd_hm) VALUES (?, ?, ?)");
  const insWinner = db.prepare("INSERT INTO prog_winners (prog_seq, rnd_no, name, tel_last4, seat_info) VALUES (?, ?, ?, ?, ?)");
  const insNotice = db.prepare("INSERT INTO prog_winner_notices (mall, kind, ref_seq, titl, cont, reg_at) VALUES (?, 'kids', ?, ?, ?, ?)");
  templates.forEach((t, i) => {
    const seq = `${kind === "kids" ? "SKP" : "SLP"}${mallNo}${String(i + 1).padStart(3, "0")}`;
    const w = windowFor(t.state, anchor);
    const progDt = kstDate(today + t.day * DAY_MS + 12 * HOUR_MS);
    const theme = themes.find((th) => (th.types as readonly string[]).includes(t.type))!;
    const link = t.live ? `https://live.fieldmall.example/${seq.toLowerCase()}` : null;
    insProg.run(
      seq,
      kind,
      mall.path,
      t.titl,
      t.type,
      theme.commCd,
      progDt,
      t.plc,
      t.trgt,
      programImageUri(kind, i + 1),
      t.cast,
      w.joinStrt - 2 * DAY_MS,
      t.live ? "Y" : "N",
      link,
      body(t, mall),
      w.ddln,
      w.joinStrt,
      w.joinEnd,
      t.maxJoinNum,
      w.przYn,
      w.przStrt,
      w.przStrt === null ? null : w.przStrt + 14 * DAY_MS,
      roundStart(progDt, t.rounds[0]!),
      t.rounds.length > 1 ? 1 : 0,
    );
    t.rounds.forEach((hm, r) => insRound.run(seq, r + 1, hm));
    const hasWinners = t.state === "announced" || t.state === "passed";
    if (hasWinners) {
      t.rounds.forEach((_, r) => {
        const n = between(ctx.random, 5, 9);
        for (let k = 0; k < n; k++) {
          const seat = NO_SEAT_MALLS.has(mall.path) ? null : `${"ABCDEFGH"[between(ctx.random, 0, 7)]}열 ${between(ctx.random, 1, 24)}번`;
          insWinner.run(seq, r + 1, maskedName(ctx.random), String(between(ctx.random, 0, 9999)).padStart(4, "0"), seat);
        }
      });
    }
    if ((hasWinners || t.state === "announcedEmpty") && kind === "kids") {
      const cont = `<p>${t.titl} 당첨자를 발표합니다. 당첨자 명단은 '당첨자 확인'에서 연락처 뒤 4자리로 확인하실 수 있습니다.</p><p>당첨되신 분은 공연 당일 안내 데스크에서 성함과 연락처를 확인한 뒤 입장해 주세요.</p>`;
      insNotice.run(mall.path, seq, `[당첨자 발표] ${t.titl}`, cont, w.przStrt!);
    }
  });
}

/** Kids programs and library lectures of one mall, with rounds, winners and winner notices. */
export function seedPrograms(db: Db, ctx: SeedContext, mall: ServerMall, mallNo: string): void {
  insertTemplates(db, ctx, mall, mallNo, "kids", KIDS_PROGRAMS);
  insertTemplates(db, ctx, mall, mallNo, "library", LIBRARY_LECTURES);
}
