import { describe, expect, it } from "vitest";
import { CLUB_IMAGE_MAX_BYTES } from "../../../schemas/api/programs-club-rental.ts";
import { countRows, createTestServer } from "../../testing.ts";
import { memberDomain } from "../member/index.ts";
import { loginAsDemo } from "../member/testing.ts";
import { programsDomain } from "./index.ts";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes that starts as a PNG. */
function png(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], "card.png", { type: "image/png" });
}

async function upload(s: ReturnType<typeof createTestServer>, file: File) {
  const fd = new FormData();
  fd.append("file", file);
  const res = await s.request("/api/hanam/club/upimg.do", { method: "POST", body: fd });
  return { status: res.status, body: (await res.json()) as { message: string; errors?: { field: string; message: string }[] } };
}

describe("club image upload size", () => {
  it("refuses a 2 MiB image with a clear message and stores nothing; takes one of exactly 1 MiB; refuses one byte more with the image's rule", async () => {
    const s = createTestServer([programsDomain, memberDomain]);
    await loginAsDemo(s);
    const before = countRows(s, "prog_club_uploads");
    const twoMiB = await upload(s, png(2 * 1024 * 1024));
    expect(twoMiB.status).toBe(413);
    expect(twoMiB.body.message).toBe("the image must be at most 1 MB (PNG or JPEG)");
    expect(countRows(s, "prog_club_uploads")).toBe(before);
    expect((await upload(s, png(CLUB_IMAGE_MAX_BYTES))).status).toBe(200);
    const over = await upload(s, png(CLUB_IMAGE_MAX_BYTES + 1));
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain("the image must be at most 1 MB");
    expect(countRows(s, "prog_club_uploads")).toBe(before + 1);
  });

  it("keeps every other call's 1 MiB body limit", async () => {
    const s = createTestServer([programsDomain, memberDomain]);
    await loginAsDemo(s);
    const res = await s.request("/api/hanam/club/goApply.do", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `cus_cp_name=${"a".repeat(1024 * 1024 + 10)}`,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("request body too large");
  });
});
