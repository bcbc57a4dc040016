import { createHash, randomBytes } from "node:crypto";
import { clubRentalEndpoints } from "../../../schemas/api/programs-club-rental.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDttm } from "../../lib/kst.ts";
import { demoUploadUrl } from "./seed-extras.ts";

const hanam = { mall: "hanam" };
const CNFM_NAMES = { WAIT: "승인 대기", CONFIRM: "승인 완료", REJECT: "승인 거절" } as const;

interface ClubRow {
  club_cd: string;
  club_nm: string;
  club_desc: string;
  recruit_yn: "Y" | "N";
}

interface ApplyRow {
  aply_seq: number;
  club_cd: string;
  cp_name: string;
  cp_addr: string;
  img_url: string;
  img_org_nm: string;
  cnfm_stat: keyof typeof CNFM_NAMES;
  created_at: number;
}

const applyOut = (a: ApplyRow) => ({
  aplySeq: a.aply_seq,
  club_cd: a.club_cd,
  cus_cp_name: a.cp_name,
  cus_cp_addr: a.cp_addr,
  cus_img_url: a.img_url,
  cus_img_org_nm: a.img_org_nm,
  cnfmStat: a.cnfm_stat,
  cnfmStatNm: CNFM_NAMES[a.cnfm_stat],
  aplyDttm: kstDttm(a.created_at),
});

function findClub(db: Db, mall: string, clubCd: string): ClubRow {
  const c = db.prepare("SELECT club_cd, club_nm, club_desc, recruit_yn FROM prog_clubs WHERE club_cd = ? AND mall = ?").get(clubCd, mall) as
    | ClubRow
    | undefined;
  if (!c) throw new HttpError(404, "The club does not exist.");
  return c;
}

const readApply = (db: Db, custId: string, clubCd: string) =>
  db.prepare("SELECT * FROM prog_club_applies WHERE cust_id = ? AND club_cd = ?").get(custId, clubCd) as ApplyRow | undefined;

/** The image kind its first bytes show (PNG signature, JPEG SOI marker), whatever the client claims. */
function sniff(bytes: Uint8Array): "png" | "jpg" | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  return null;
}

/** A 1×1 PNG, the example upload. */
const TINY_PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (c) =>
  c.charCodeAt(0),
);

export const clubRoutes: readonly RouteDef[] = [
  route(
    clubRentalEndpoints.clubCheckStatus,
    ({ deps, mall, session, input }) => {
      if (input.club_cd) findClub(deps.db, mall.path, input.club_cd);
      const rows = deps.db
        .prepare("SELECT club_cd, club_nm, club_desc, recruit_yn FROM prog_clubs WHERE mall = ? AND (? IS NULL OR club_cd = ?) ORDER BY club_cd")
        .all(mall.path, input.club_cd ?? null, input.club_cd ?? null) as ClubRow[];
      const clubList = rows.map((c) => ({
        club_cd: c.club_cd,
        club_nm: c.club_nm,
        club_desc: c.club_desc,
        recruitYn: c.recruit_yn,
        aplyYn: session && readApply(deps.db, session.custId, c.club_cd) ? ("Y" as const) : ("N" as const),
      }));
      return { ...ok, clubList };
    },
    () => ({ params: hanam, input: {} }),
  ),

  route(
    clubRentalEndpoints.clubConfirmStatus,
    ({ deps, mall, session, input }) => {
      findClub(deps.db, mall.path, input.club_cd);
      const a = readApply(deps.db, session.custId, input.club_cd);
      return { ...ok, apply: a ? applyOut(a) : null };
    },
    () => ({ params: hanam, input: { club_cd: "MOM01" }, as: "member" }),
  ),

  route(
    clubRentalEndpoints.clubUploadImage,
    async ({ deps, mall, session, input, now }) => {
      const bytes = new Uint8Array(await input.file.arrayBuffer());
      const kind = sniff(bytes);
      if (!kind || (kind === "png") !== (input.file.type === "image/png"))
        throw new HttpError(400, "invalid request", [{ field: "file", message: "the file is not a PNG or JPEG image" }]);
      const url = `/uploads/club/${randomBytes(16).toString("hex")}.${kind}`;
      const orgNm = (input.file.name || `image.${kind}`).slice(0, 200);
      deps.db
        .prepare("INSERT INTO prog_club_uploads (cust_id, mall, url, org_nm, mime, size, sha256, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        .run(session.custId, mall.path, url, orgNm, input.file.type, bytes.length, createHash("sha256").update(bytes).digest("hex"), now);
      return { ...ok, cus_img_url: url, cus_img_org_nm: orgNm };
    },
    () => ({ params: hanam, input: { file: new File([TINY_PNG], "staff-card.png", { type: "image/png" }) }, as: "member" }),
  ),

  route(
    clubRentalEndpoints.clubApply,
    ({ deps, mall, session, input, now }) => {
      const db = deps.db;
      const custId = session.custId;
      const club = findClub(db, mall.path, input.club_cd);
      const existing = readApply(db, custId, club.club_cd);
      if (existing) return { ...ok, apply: applyOut(existing) };
      if (club.recruit_yn !== "Y") throw new HttpError(409, "This club is not taking applications.");
      const upload = db.prepare("SELECT 1 FROM prog_club_uploads WHERE url = ? AND cust_id = ?").get(input.cus_img_url, custId);
      if (!upload) throw new HttpError(400, "invalid request", [{ field: "cus_img_url", message: "upload the image with club/upimg.do first" }]);
      const a = db.transaction(() => {
        db.prepare(
          `INSERT INTO prog_club_applies (club_cd, cust_id, cp_name, cp_addr, img_url, img_org_nm, cnfm_stat, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 'WAIT', ?) ON CONFLICT (cust_id, club_cd) DO NOTHING`,
        ).run(club.club_cd, custId, input.cus_cp_name, input.cus_cp_addr, input.cus_img_url, input.cus_img_org_nm, now);
        return readApply(db, custId, club.club_cd)!;
      })();
      return { ...ok, apply: applyOut(a) };
    },
    ({ memberCustId }) => ({
      params: hanam,
      input: {
        club_cd: "OFC01",
        cust_id: memberCustId,
        cus_cp_name: "필드상사",
        cus_cp_addr: "경기도 하남시 미사대로 750",
        cus_img_url: demoUploadUrl("01"),
        cus_img_org_nm: "사원증.jpg",
      },
      as: "member",
    }),
  ),
];
