import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { PLAIN_TEXT } from "../schemas/api/common.ts";
import type { Endpoint } from "../schemas/api/endpoint.ts";
import { eventsEndpoints } from "../schemas/api/events.ts";
import { guestBookEntrySchema, guestBookReplySchema } from "../schemas/api/events-models.ts";
import { loggingEndpoints } from "../schemas/api/logging.ts";
import { clubApplySchema, clubRentalEndpoints } from "../schemas/api/programs-club-rental.ts";
import { kidsEndpoints } from "../schemas/api/programs-kids.ts";
import { searchEndpoints } from "../schemas/api/search.ts";
import { serviceEndpoints } from "../schemas/api/service.ts";
import { qnaDetailSchema, qnaEntrySchema, qnaSummarySchema } from "../schemas/api/service-models.ts";
import { domains } from "./domains.ts";
import { loginAsDemo } from "./domains/member/testing.ts";
import { createTestServer, requestOf, type TestServer } from "./testing.ts";

// Issue point 4: user text is plain text. Every field a visitor or member writes and the API (or
// the operator's tools) later shows is stored and returned exactly as sent: not escaped, not
// stripped, in a JSON string. Making it harmless is the renderer's job (as text, never as HTML).
// A NUL character is refused (400 naming the field) rather than kept: C tools reading the database
// or the logs would cut the text there, so it could not come back the same everywhere.

const CORPUS = [
  "<script>alert(1)</script>",
  "<ScRiPt>alert(1)</sCrIpT>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg/onload=alert()>",
  "javascript:alert(1)",
  '<a href="javascript:alert(1)">x</a>',
  "<iframe src=javascript:alert(1)>",
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  "</textarea><script>alert(1)</script>",
  "</title><b>x</b>",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&#60;b&#62;x&#60;/b&#62;",
  "%3Cscript%3Ealert(1)%3C/script%3E",
  "\\u003cb\\u003ex",
  "<b onmouseover=alert(1)>hi</b>",
  "<!--<img src=x onerror=alert(1)>-->",
  "<math><mtext></p><img src=x onerror=alert(1)>",
  "{{constructor.constructor('alert(1)')()}}",
  "<style>*{color:red}</style>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "<b>안녕</b> 😀 \u202Egnp.exe",
  "a\nb<br>c",
];

/** Where a channel's text lands: `field` of `endpoint`'s input, up to `max` characters. */
interface Channel {
  endpoint: Endpoint;
  field: string;
  max: number;
  /** A new server for every text: the write is once per member (an application, a join). */
  fresh?: boolean;
  /** Writes the text in the field, every other field as usual. */
  write: (s: TestServer, text: string) => Promise<Response>;
  /** Every value the text comes back as (answers read back, or the stored row where no endpoint returns it). */
  readBack: (s: TestServer, written: Record<string, unknown>) => Promise<unknown[]>;
}

const mallOf = { mall: "hanam" };
const json = async (res: Response) => {
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as Record<string, unknown>;
};
const get = async (s: TestServer, ep: Endpoint, params: Record<string, string>, input: Record<string, unknown>) => {
  const res = await s.request(...requestOf(ep, params, input));
  expect(res.status).toBe(200);
  return json(res);
};
const row = (s: TestServer, sql: string, ...args: unknown[]) => s.deps.db.prepare(sql).get(...args) as Record<string, unknown>;

const loggedIn = new WeakSet<TestServer>();
/** The request a route gives as its example (valid against the seed data). */
const exampleOf = (s: TestServer, ep: Endpoint) =>
  domains
    .flatMap((d) => d.routes)
    .find((r) => r.endpoint === ep)!
    .example({ db: s.deps.db, memberCustId: "M0000001" });

/** Sends a route's own example request with some fields replaced (as the member when the example is). */
async function sendExample(s: TestServer, ep: Endpoint, fields: Record<string, unknown>): Promise<Response> {
  const ex = exampleOf(s, ep);
  if (ex.as === "member" && !loggedIn.has(s)) {
    await loginAsDemo(s);
    loggedIn.add(s);
  }
  return s.request(...requestOf(ep, ex.params, { ...ex.input, ...fields }, ex.headers));
}

const guestBook = (field: string, max: number): Channel => ({
  endpoint: eventsEndpoints.guestBookSave,
  // A server per text: saving hashes a password, limited to 10 a minute per client.
  fresh: true,
  field,
  max,
  write: (s, text) => sendExample(s, eventsEndpoints.guestBookSave, { [field]: text }),
  readBack: async (s, written) => {
    const list = await get(s, eventsEndpoints.guestBookList, { mall: "coexmall" }, { evtSeq: written.evtSeq, pageIndex: 1 });
    const entry = (list.resultList as Record<string, unknown>[]).find((e) => e.evtAplySeq === written.evtAplySeq)!;
    const other = field === "nickname" ? "guestBookDetail" : "nickname";
    expect(entry[other]).toBe(exampleOf(s, eventsEndpoints.guestBookSave).input[other]);
    return [entry[field]];
  },
});

const INQUIRY = { custNm: "김필드", qutnTitl: "제목", qutnCont: "내용", storeNm: "필드카페" };

/** An inquiry by the demo member (so reading it back is not rate-limited like a visitor's lookup). */
const inquiry = (field: string, max: number): Channel => ({
  endpoint: serviceEndpoints.qnaSave,
  field,
  max,
  write: async (s, text) => {
    if (!loggedIn.has(s)) {
      await loginAsDemo(s);
      loggedIn.add(s);
    }
    return s.request(
      ...requestOf(serviceEndpoints.qnaSave, mallOf, {
        lan: "ko",
        cateHighCd: "30",
        replyMean: "EMAIL",
        custEmail: "member@example.com",
        ...INQUIRY,
        [field]: text,
      }),
    );
  },
  readBack: async (s, written) => {
    const { qna } = (await get(s, serviceEndpoints.csQna, mallOf, { qnaSeq: written.qnaSeq })) as { qna: Record<string, unknown> };
    expect(qna).toMatchObject({ ...INQUIRY, [field]: qna[field] });
    const back = [qna[field]];
    if (field === "qutnTitl") {
      const mine = await get(s, serviceEndpoints.myQna, mallOf, { pageIndex: 1 });
      back.push((mine.qnaList as Record<string, unknown>[]).find((q) => q.qnaSeq === written.qnaSeq)!.qutnTitl);
    }
    return back;
  },
});

const additionalInquiry: Channel = {
  endpoint: serviceEndpoints.addInquiry,
  field: "qutnCont",
  max: 4000,
  write: async (s, text) => {
    const first = await json(await inquiry("qutnCont", 4000).write(s, "첫 문의"));
    return s.request(...requestOf(serviceEndpoints.addInquiry, mallOf, { qnaGrpSeq: first.qnaGrpSeq, qutnCont: text }));
  },
  readBack: async (s, written) => {
    const { qna } = (await get(s, serviceEndpoints.csQna, mallOf, { qnaSeq: written.qnaGrpSeq })) as {
      qna: { qutnCont: string; addList: Record<string, unknown>[] };
    };
    expect(qna.qutnCont).toBe("첫 문의");
    return [qna.addList.find((a) => a.qnaSeq === written.qnaSeq)!.qutnCont];
  },
};

const clubApply = (field: string, max: number): Channel => ({
  endpoint: clubRentalEndpoints.clubApply,
  field,
  max,
  fresh: true,
  write: async (s, text) => {
    const upload = await json(await sendExample(s, clubRentalEndpoints.clubUploadImage, {}));
    return sendExample(s, clubRentalEndpoints.clubApply, { cus_img_url: upload.cus_img_url, [field]: text });
  },
  readBack: async (s, written) => {
    const { apply } = (await get(s, clubRentalEndpoints.clubConfirmStatus, mallOf, { club_cd: "OFC01" })) as { apply: Record<string, unknown> };
    expect(apply).toEqual(written.apply);
    return [apply[field], (written.apply as Record<string, unknown>)[field]];
  },
});

const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));

const channels: Channel[] = [
  guestBook("nickname", 20),
  guestBook("guestBookDetail", 500),
  inquiry("custNm", 30),
  inquiry("storeNm", 50),
  inquiry("qutnTitl", 100),
  inquiry("qutnCont", 4000),
  additionalInquiry,
  clubApply("cus_cp_name", 50),
  clubApply("cus_cp_addr", 200),
  clubApply("cus_img_org_nm", 200),
  {
    endpoint: clubRentalEndpoints.clubUploadImage,
    field: "file (its name)",
    max: 200,
    write: (s, text) => sendExample(s, clubRentalEndpoints.clubUploadImage, { file: new File([PNG], text, { type: "image/png" }) }),
    readBack: async (s, written) => [written.cus_img_org_nm, row(s, "SELECT org_nm FROM prog_club_uploads WHERE url = ?", written.cus_img_url).org_nm],
  },
  {
    endpoint: searchEndpoints.keyword,
    field: "searchKeyword",
    max: 50,
    fresh: true,
    write: (s, text) => s.request(...requestOf(searchEndpoints.keyword, mallOf, { searchKeyword: text })),
    // The answer of the write is the read: the keyword as searched. The popular list others see
    // never takes such a keyword (search routes' countsAsPopular): checked below.
    readBack: async (_s, written) => {
      expect((written.keywordList as string[]).filter((k) => CORPUS.includes(k))).toEqual([]);
      return [written.searchKeyword];
    },
  },
  ...(["name", "cmnt", "instarUri"] as const).map(
    (field): Channel => ({
      endpoint: kidsEndpoints.joinProgram,
      field,
      max: field === "name" ? 20 : field === "cmnt" ? 500 : 200,
      fresh: true,
      write: (s, text) => sendExample(s, kidsEndpoints.joinProgram, { [field]: text }),
      // No endpoint returns an applicant's text; the organisers' tools read the stored row.
      readBack: async (s, written) => {
        const joinSeq = (written.joinList as { joinSeq: number }[])[0]!.joinSeq;
        const stored = row(s, "SELECT name, cmnt, instar_uri FROM prog_joins WHERE join_seq = ?", joinSeq);
        return [stored[field === "instarUri" ? "instar_uri" : field]];
      },
    }),
  ),
  ...(["name", "cmnt"] as const).map(
    (field): Channel => ({
      endpoint: clubRentalEndpoints.joinRental,
      field,
      max: field === "name" ? 20 : 500,
      fresh: true,
      write: (s, text) => sendExample(s, clubRentalEndpoints.joinRental, { [field]: text }),
      readBack: async (s, written) => [
        row(s, `SELECT ${field} FROM prog_rental_joins WHERE rnt_join_seq = ?`, (written.join as { rntJoinSeq: number }).rntJoinSeq)[field],
      ],
    }),
  ),
  ...(["logType", "url", "msg"] as const).map(
    (field): Channel => ({
      endpoint: loggingEndpoints.info,
      field,
      max: field === "logType" ? 40 : field === "url" ? 2000 : 500,
      write: (s, text) => s.request(...requestOf(loggingEndpoints.info, {}, { mall: "hanam", logType: "ecatalog", url: "/hanam", msg: "열림", [field]: text })),
      readBack: async (s) => {
        const stored = row(s, "SELECT log_type AS logType, url, msg FROM log_info ORDER BY id DESC LIMIT 1");
        expect(stored).toEqual({ logType: "ecatalog", url: "/hanam", msg: "열림", [field]: stored[field] });
        return [stored[field]];
      },
    }),
  ),
  ...(["url", "referrer", "deviceId"] as const).map(
    (field): Channel => ({
      endpoint: loggingEndpoints.pvlog,
      field,
      max: field === "deviceId" ? 100 : 2000,
      write: (s, text) => s.request(...requestOf(loggingEndpoints.pvlog, {}, { mall: "hanam", url: "/hanam", [field]: text })),
      readBack: async (s) => [row(s, "SELECT url, referrer, device_id AS deviceId FROM log_pv ORDER BY id DESC LIMIT 1")[field]],
    }),
  ),
];

describe("user text is plain text (issue: user text is stored and returned as sent, HTML included)", () => {
  it("has a corpus of hostile strings that fit the short fields too", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(20);
    expect(CORPUS.filter((t) => t.length <= 20).length).toBeGreaterThanOrEqual(6);
  });

  for (const ch of channels) {
    const label = `${ch.endpoint.id} ${ch.field}`;
    it(`${label}: every string comes back exactly as sent, in JSON`, async () => {
      const texts = CORPUS.filter((t) => t.length <= ch.max);
      let shared: TestServer | null = null;
      for (const text of texts) {
        const s = ch.fresh ? createTestServer(domains) : (shared ??= createTestServer(domains));
        const res = await ch.write(s, text);
        const written = await json(res);
        expect(res.status, `${label} ${JSON.stringify(text)}: ${JSON.stringify(written)}`).toBe(200);
        const back = await ch.readBack(s, written);
        expect(back.length, label).toBeGreaterThan(0);
        expect(back, `${label} ${JSON.stringify(text)}`).toEqual(back.map(() => text));
      }
    });

    it(`${label}: a NUL character is refused with 400 naming the field`, async () => {
      const s = createTestServer(domains);
      const res = await ch.write(s, "a\u0000b");
      expect(res.status).toBe(400);
      const body = (await json(res)) as { errors?: { field: string }[] };
      expect(body.errors?.[0]?.field).toBe(ch.field === "file (its name)" ? "file" : ch.field);
    });
  }

  it("says so in the contract, on every one of these input fields", () => {
    for (const ch of channels.filter((c) => c.field !== "file (its name)")) {
      const shape = (ch.endpoint.input as unknown as z.ZodMiniObject).def.shape;
      expect(z.globalRegistry.get(shape[ch.field]!)?.description, `${ch.endpoint.id} ${ch.field}`).toContain(PLAIN_TEXT);
    }
  });

  it("says so on every answer field that carries such text back", () => {
    const shape = (schema: unknown) => (schema as z.ZodMiniObject).def.shape;
    const returned: [Record<string, z.core.$ZodType>, string[]][] = [
      [shape(guestBookReplySchema), ["nickname", "guestBookDetail"]],
      [shape(guestBookEntrySchema), ["nickname", "guestBookDetail"]],
      [shape(qnaSummarySchema), ["qutnTitl"]],
      [shape(qnaEntrySchema), ["qutnCont"]],
      [shape(qnaDetailSchema), ["qutnCont", "storeNm", "custNm", "qutnTitl"]],
      [shape(clubApplySchema), ["cus_cp_name", "cus_cp_addr", "cus_img_org_nm"]],
      [shape(clubRentalEndpoints.clubUploadImage.response), ["cus_img_org_nm"]],
      [shape(searchEndpoints.keyword.response), ["searchKeyword", "keywordList"]],
    ];
    for (const [fields, names] of returned) for (const name of names) expect(z.globalRegistry.get(fields[name]!)?.description, name).toContain(PLAIN_TEXT);
  });
});
