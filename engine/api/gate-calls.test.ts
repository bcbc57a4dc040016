import { describe, expect, it } from "vitest";
import { ApiError } from "./errors.ts";
import { fakeFetch, json, testClient } from "./fake-fetch.fixture.ts";
import { fetchLoginStatus, requestIntroToken } from "./gate-calls.ts";

describe("entry gate calls", () => {
  it("maps a logged-in status to the machine's LoginStatus with the home branch", async () => {
    const f = fakeFetch(() => json({ message: "success", loginYN: "Y", mbr001Vo: { bcn_cd: "03" } }));
    await expect(fetchLoginStatus("hanam", testClient(f.fetch))).resolves.toEqual({ loginYN: "Y", bcnCd: "03" });
    expect(f.seen[0]).toMatchObject({ url: "https://api.test/api/hanam/login/status.do", credentials: "include" });
  });

  it("maps a visitor's status without a branch", async () => {
    const f = fakeFetch(() => json({ message: "success", loginYN: "N" }));
    await expect(fetchLoginStatus("hanam", testClient(f.fetch))).resolves.toEqual({ loginYN: "N", bcnCd: null });
  });

  it("asks for the token with the branch path; custId and xToken default to empty", async () => {
    const f = fakeFetch(
      () => json({ message: "success", custId: "C1", xToken: "t0k" }),
      () => json({ message: "success" }),
    );
    const client = testClient(f.fetch);
    await expect(requestIntroToken("goyang", client)).resolves.toEqual({ custId: "C1", xToken: "t0k" });
    await expect(requestIntroToken("wirye", client)).resolves.toEqual({ custId: "", xToken: "" });
    expect(f.seen.map((r) => r.url)).toEqual(["https://api.test/api/goyang/login/introToken.do", "https://api.test/api/wirye/login/introToken.do"]);
  });

  it("rejects with an ApiError when the token request fails (the machine swallows it)", async () => {
    const f = fakeFetch(() => json({ message: "Mall not supported" }, 404));
    await expect(requestIntroToken("nowhere", testClient(f.fetch))).rejects.toBeInstanceOf(ApiError);
  });
});
