import { describe, expect, it } from "vitest";
import { countRows, createTestServer, form } from "../../testing.ts";
import { programsDomain } from "./index.ts";
import { memberDomain } from "../member/index.ts";
import { loginAsDemo } from "../member/testing.ts";

const server = () => createTestServer([programsDomain, memberDomain]);
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function upload(s: ReturnType<typeof server>, bytes: number[] | Uint8Array, name: string, type: string) {
  const fd = new FormData();
  fd.append("file", new File([Uint8Array.from(bytes)], name, { type }));
  return s.request("/api/hanam/club/upimg.do", { method: "POST", body: fd });
}

describe("club", () => {
  it("stores PNG and JPEG uploads' metadata and refuses other files, mislabelled ones and files over 1 MB", async () => {
    const s = server();
    expect((await upload(s, [...PNG_HEAD, 0, 0], "a.png", "image/png")).status).toBe(401);
    await loginAsDemo(s);
    const before = countRows(s, "prog_club_uploads");
    const png = await upload(s, [...PNG_HEAD, 1, 2, 3], "card.png", "image/png");
    expect(png.status).toBe(200);
    const body = (await png.json()) as { cus_img_url: string; cus_img_org_nm: string };
    expect(body.cus_img_url).toMatch(/^\/uploads\/club\/[a-f0-9]{32}\.png$/);
    expect(body.cus_img_org_nm).toBe("card.png");
    expect((await upload(s, [0xff, 0xd8, 0xff, 0xe0, 0, 1], "card.jpg", "image/jpeg")).status).toBe(200);
    expect((await upload(s, [0x47, 0x49, 0x46, 0x38], "a.gif", "image/gif")).status).toBe(400);
    expect((await upload(s, [0x47, 0x49, 0x46, 0x38], "fake.png", "image/png")).status).toBe(400);
    expect((await upload(s, [0xff, 0xd8, 0xff, 0xe0], "jpeg-as-png.png", "image/png")).status).toBe(400);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG_HEAD);
    expect([400, 413]).toContain((await upload(s, big, "big.png", "image/png")).status);
    expect(countRows(s, "prog_club_uploads")).toBe(before + 2);
  });

  it("applies once per member and club, only with the member's own upload", async () => {
    const s = server();
    await loginAsDemo(s);
    const fd = new FormData();
    fd.append("file", new File([Uint8Array.from([...PNG_HEAD, 9])], "card.png", { type: "image/png" }));
    const { cus_img_url } = (await (await s.request("/api/hanam/club/upimg.do", { method: "POST", body: fd })).json()) as { cus_img_url: string };
    const fields = { club_cd: "OFC01", cus_cp_name: "필드상사", cus_cp_addr: "하남시 미사대로 1", cus_img_url, cus_img_org_nm: "card.png" };
    const before = countRows(s, "prog_club_applies");
    const all = await Promise.all(Array.from({ length: 20 }, () => s.request("/api/hanam/club/goApply.do", form(fields))));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(new Set(await Promise.all(all.map((r) => r.text()))).size).toBe(1);
    expect(countRows(s, "prog_club_applies")).toBe(before + 1);
    const status = (await (await s.request("/api/hanam/club/confirmStatus.do?club_cd=OFC01")).json()) as { apply: { cnfmStat: string } };
    expect(status.apply.cnfmStat).toBe("WAIT");
    // Someone else's image, a club that does not recruit, a missing field.
    await loginAsDemo(s, 2);
    expect((await s.request("/api/hanam/club/goApply.do", form(fields))).status).toBe(400);
    expect((await s.request("/api/hanam/club/goApply.do", form({ ...fields, club_cd: "PET01" }))).status).toBe(409);
    expect((await s.request("/api/hanam/club/goApply.do", form({ ...fields, cus_cp_name: "" }))).status).toBe(400);
    expect((await s.request("/api/hanam/club/goApply.do", form({ ...fields, cust_id: "M0000001" }))).status).toBe(403);
    expect(countRows(s, "prog_club_applies")).toBe(before + 1);
    const check = (await (await s.request("/api/hanam/club/checkStatus.do")).json()) as { clubList: { club_cd: string; aplyYn: string }[] };
    expect(check.clubList.find((c) => c.club_cd === "OFC01")!.aplyYn).toBe("N");
  });
});
