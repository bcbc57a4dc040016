import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { DAY_MS } from "../../lib/kst.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { between, seedSalt } from "../../seed/random.ts";
import { FAQS, INQUIRIES, INVESTOR_NOTICES, INVESTOR_REPORTS } from "./seed-text.ts";
import { guestDigest, guestSalt } from "./store-guest.ts";

/** The demo members (member domain) and the demo visitor whose inquiries the non-member lookup finds. */
export const DEMO_MEMBER = "M0000001";
export const OTHER_MEMBER = "M0000002";
export const DEMO_GUEST = { email: "visitor@example.com", password: "field1234" } as const;

/** Seeds FAQs for every mall, investor pages once, and inquiries of the demo people at each mall. */
export function seedService(db: Db, ctx: SeedContext): void {
  const now = ctx.now.getTime();
  const faq = db.prepare("INSERT INTO svc_faqs (mall, cate_seq, titl, cont, ord) VALUES (?, ?, ?, ?, ?)");
  for (const mall of ctx.malls) {
    for (const cate of [1, 2, 3] as const)
      FAQS[cate].forEach(([q, a], i) => faq.run(mall.path, cate, q, `<p>${a.replaceAll("{mall}", mall.nameKo)}</p>`, i + 1));
  }

  const ivs = db.prepare("INSERT INTO svc_investor (ivs_type, titl, cont, file_nm, file_url, reg_at) VALUES (?, ?, ?, ?, ?, ?)");
  const year = ctx.now.getUTCFullYear();
  INVESTOR_NOTICES.forEach((t, i) =>
    ivs.run("notice", t, `<p>${t}에 관한 내용을 알려 드립니다. 자세한 사항은 첨부 문서를 확인해 주시기 바랍니다.</p>`, null, null, now - (i * 23 + 3) * DAY_MS),
  );
  INVESTOR_REPORTS.forEach((t, i) => {
    const y = year - 1 - Math.floor(i / 3);
    ivs.run(
      "reports",
      `${y}년 ${t}`,
      `<p>${y}년 ${t}를 게시합니다.</p>`,
      `${y}_${t.replaceAll(" ", "_")}.pdf`,
      `/files/investor/${y}-${i + 1}.pdf`,
      now - (i * 60 + 10) * DAY_MS,
    );
  });

  // Inquiries: the demo member has four (the advertising one deleted), the other member one, the demo visitor two,
  // whose password is hashed with their e-mail's salt as a save does (store-guest.ts). The salt the seed once drew
  // is still drawn, so the random dates after it stay as they were.
  seedSalt(ctx.random);
  const guestHash = hashPassword(DEMO_GUEST.password, guestSalt(db, DEMO_GUEST.email));
  const ins = db.prepare(
    `INSERT INTO svc_qna (mall, qna_grp_seq, lan, cust_id, cate_high_cd, cate_low_cd, store_nm, reply_mean, cust_nm, cust_email, email_digest, pw_hash, titl, cont, stat, ans_cont, ans_at, del_yn, reg_at, upd_at)
     VALUES (?, 0, 'ko', ?, ?, ?, ?, 'EMAIL', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const group = db.prepare("UPDATE svc_qna SET qna_grp_seq = qna_seq WHERE qna_seq = ?");
  for (const mall of ctx.malls) {
    const people = [
      { cust: DEMO_MEMBER, nm: "김필드", email: "member1@example.com", digest: null, hash: null, picks: [0, 1, 2, 5] },
      { cust: OTHER_MEMBER, nm: "이몰", email: "member2@example.com", digest: null, hash: null, picks: [3] },
      { cust: null, nm: "박방문", email: DEMO_GUEST.email, digest: guestDigest(db, DEMO_GUEST.email), hash: guestHash, picks: [3, 2] },
    ];
    for (const p of people) {
      p.picks.forEach((k, n) => {
        const [high, low, store, titl, cont, stat, ans] = INQUIRIES[k]!;
        const reg = now - (n * 9 + between(ctx.random, 2, 6)) * DAY_MS;
        const deleted = p.cust === DEMO_MEMBER && k === 5 ? "Y" : "N";
        const r = ins.run(
          mall.path,
          p.cust,
          high,
          low,
          store,
          p.nm,
          p.email,
          p.digest,
          p.hash,
          titl,
          cont,
          stat,
          ans,
          ans ? reg + DAY_MS : null,
          deleted,
          reg,
          reg,
        );
        group.run(r.lastInsertRowid);
      });
    }
  }
}
