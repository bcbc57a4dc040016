import { describe, expect, it, vi } from "vitest";
import { serviceEndpoints } from "../../../schemas/api/service.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { createTestServer, form, requestOf, type TestServer } from "../../testing.ts";
import { memberDomain } from "../member/index.ts";
import { DEMO_MEMBERS } from "../member/testing.ts";
import { serviceDomain } from "./index.ts";
import { DEMO_GUEST } from "./seed.ts";
import { LEGACY_CHECKS } from "./store-guest.ts";

// Every scrypt derivation of the server, watched: how many a request starts, and how many of the
// lookups' are on libuv's thread pool at once (which logins and static files share). Derivations of
// passwords that start with "guess-" are held until the test lets them go, so lookups stay in flight.
const pool = vi.hoisted(() => ({
  started: [] as string[],
  maxGuessPending: 0,
  guessPending: 0,
  held: [] as (() => void)[],
  holding: false,
}));

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  type Done = (err: Error | null, key: Buffer) => void;
  const scrypt = (password: string, salt: Buffer, len: number, options: object, done: Done) => {
    const guess = String(password).startsWith("guess-");
    pool.started.push(String(password));
    if (guess) pool.maxGuessPending = Math.max(pool.maxGuessPending, ++pool.guessPending);
    const run = () =>
      actual.scrypt(password, salt, len, options, (err, key) => {
        if (guess) pool.guessPending--;
        done(err, key);
      });
    if (guess && pool.holding) pool.held.push(run);
    else run();
  };
  return { ...actual, scrypt };
});

const lookupOf = (s: TestServer, custEmail: string, qutnPw: string, headers: Record<string, string> = {}) =>
  s.request(...requestOf(serviceEndpoints.nonMemberQnaList, { mall: "hanam" }, { custEmail, qutnPw, lan: "ko" }, headers));

/** Copies the demo visitor's first seeded inquiry at hanam n times: an e-mail with many inquiries under one password. */
function copyVisitorInquiries(s: TestServer, n: number): void {
  const db = s.deps.db;
  const cols = (db.prepare("SELECT name FROM pragma_table_info('svc_qna') WHERE name <> 'qna_seq'").all() as { name: string }[]).map((c) => c.name).join(", ");
  const first = db.prepare("SELECT MIN(qna_seq) AS s FROM svc_qna WHERE mall = 'hanam' AND cust_email = ?").get(DEMO_GUEST.email) as { s: number };
  for (let i = 0; i < n; i++) {
    const r = db.prepare(`INSERT INTO svc_qna (${cols}) SELECT ${cols} FROM svc_qna WHERE qna_seq = ?`).run(first.s);
    db.prepare("UPDATE svc_qna SET qna_grp_seq = qna_seq, reg_at = reg_at - ? WHERE qna_seq = ?").run(i + 1, r.lastInsertRowid);
  }
}

describe("visitor inquiry lookup and the password hashing it costs", () => {
  it("checks one password hash per lookup, however many inquiries the e-mail has", async () => {
    const s = createTestServer([serviceDomain, memberDomain]);
    copyVisitorInquiries(s, 40);
    // Three more of the same e-mail under another password, saved through the form.
    for (const t of ["하나", "둘", "셋"]) {
      const saved = await s.request(
        "/api/hanam/service/qnaSave.do",
        form({ cateHighCd: "50", custNm: "박방문", custEmail: DEMO_GUEST.email, qutnPw: "other-pass", qutnTitl: `분실물 ${t}`, qutnCont: "찾아 주세요." }),
      );
      expect(saved.status).toBe(200);
    }

    pool.started.length = 0;
    const mine = await lookupOf(s, DEMO_GUEST.email, DEMO_GUEST.password);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { qnaList: unknown[] }).qnaList).toHaveLength(42);
    expect(pool.started).toHaveLength(1);

    pool.started.length = 0;
    const other = await lookupOf(s, DEMO_GUEST.email, "other-pass");
    expect(((await other.json()) as { qnaList: { qutnTitl: string }[] }).qnaList.map((q) => q.qutnTitl).sort()).toEqual([
      "분실물 둘",
      "분실물 셋",
      "분실물 하나",
    ]);
    expect(pool.started).toHaveLength(1);

    pool.started.length = 0;
    expect((await lookupOf(s, DEMO_GUEST.email, "wrong-password")).status).toBe(401);
    expect(pool.started).toHaveLength(1);
  });

  it("checks at most LEGACY_CHECKS more hashes for inquiries written before the e-mail salt, and one once they matched", async () => {
    const s = createTestServer([serviceDomain, memberDomain]);
    copyVisitorInquiries(s, 10);
    // Older rows: each with a salt of its own, as saves made them before.
    const rows = s.deps.db.prepare("SELECT qna_seq FROM svc_qna WHERE mall = 'hanam' AND cust_email = ? ORDER BY qna_seq").all(DEMO_GUEST.email) as {
      qna_seq: number;
    }[];
    for (const r of rows.slice(0, 6))
      s.deps.db.prepare("UPDATE svc_qna SET pw_hash = ? WHERE qna_seq = ?").run(hashPassword(DEMO_GUEST.password, undefined, 1024), r.qna_seq);
    const found = async () => ((await (await lookupOf(s, DEMO_GUEST.email, DEMO_GUEST.password)).json()) as { qnaList: unknown[] }).qnaList.length;

    const counts: number[] = [];
    const sizes: number[] = [];
    for (let i = 0; i < 4; i++) {
      pool.started.length = 0;
      sizes.push(await found());
      counts.push(pool.started.length);
    }
    // 12 inquiries, 6 of them with older hashes: two of those join per lookup, then one derivation suffices.
    expect(counts).toEqual([1 + LEGACY_CHECKS, 1 + LEGACY_CHECKS, 1 + LEGACY_CHECKS, 1]);
    expect(sizes).toEqual([8, 10, 12, 12]);
  });

  it("keeps a member's login prompt while nine lookups from one address are in flight: excess lookups are refused at once", async () => {
    const s = createTestServer([serviceDomain, memberDomain], undefined, { trustProxy: true });
    copyVisitorInquiries(s, 40);
    const attacker = { "x-forwarded-for": "203.0.113.9" };
    pool.holding = true;
    pool.maxGuessPending = 0;
    try {
      const answers = Array.from({ length: 9 }, (_, i) => lookupOf(s, DEMO_GUEST.email, `guess-${i}`, attacker));
      // Lookups are hashing (and held there) before the member logs in.
      await vi.waitFor(() => expect(pool.held.length).toBeGreaterThan(0));
      const member = DEMO_MEMBERS[0]!;
      const login = await s.request("/api/hanam/spoint/login", form({ userId: member.userId, userPw: member.password, aloginYn: "N" }));
      // Answered while every admitted lookup is still held on its hash.
      expect(login.status).toBe(200);
      expect(pool.held.length).toBeGreaterThan(0);
      // The lookups never had more than one derivation on the pool at once: the pool's other threads stay free.
      expect(pool.maxGuessPending).toBeLessThanOrEqual(1);

      // Let them go: what the gate kept waiting runs unheld once a slot frees.
      pool.holding = false;
      for (const run of pool.held.splice(0)) run();
      const done = await Promise.all(answers);
      const statuses = done.map((r) => r.status).sort();
      // Two lookups of the address at a time; the other seven are refused at once, with the wait.
      expect(statuses).toEqual([401, 401, 429, 429, 429, 429, 429, 429, 429]);
      for (const r of done.filter((x) => x.status === 429)) expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      pool.holding = false;
      pool.held.splice(0).forEach((run) => run());
    }
  });
});
