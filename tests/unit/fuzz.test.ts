import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../engine/api/errors.ts";
import { loadManifestFiles } from "../../engine/manifests/load-files.ts";
import { fuzzServer, sendAndJudge, type FuzzRequest } from "../fuzz/api.ts";
import { judgeCall } from "../fuzz/decoders.ts";
import { checkAndJudge } from "../fuzz/manifests.ts";
import { describeRun, fuzzApi, fuzzDecoders, fuzzManifests } from "../fuzz/run.ts";

// The fuzz's quick sample (tests/fuzz): a few hundred random cases of each property, a new seed
// every run (a failure prints its seed and the command that replays it). npm run fuzz runs
// 100,000.

describe("fuzz, a quick sample", () => {
  it("every endpoint: random valid and invalid requests never get a 5xx; a refusal writes nothing and has the error shape", async () => {
    const run = await fuzzApi({ runs: 400 });
    expect(run.failure, describeRun(run)).toBeNull();
    expect(run.runs).toBe(400);
  }, 60_000);

  it("every client decoder: a random answer gives the decoded body or a typed ApiError, never another exception", async () => {
    const run = await fuzzDecoders({ runs: 600 });
    expect(run.failure, describeRun(run)).toBeNull();
    expect(run.runs).toBe(600);
  }, 60_000);

  it("every manifest field: a changed field is reported with its file and a pointer, and the check never throws", () => {
    const run = fuzzManifests({ runs: 300 });
    expect(run.failure, describeRun(run)).toBeNull();
    expect(run.runs).toBe(300);
  }, 60_000);
});

describe("the fuzz's judges fail what they name", () => {
  it("an answer of 500, a refusal that wrote, or a refusal outside the error shape", async () => {
    const { server, memberCookie } = await fuzzServer();
    const request: FuzzRequest = { endpoint: "search.totalSearch", member: false, change: { kind: "fields", set: {}, drop: [] } };
    const answer = (status: number, body: string, write = false) =>
      vi.spyOn(server.app, "request").mockImplementationOnce(async () => {
        if (write) server.deps.db.prepare("UPDATE tnt_tenant SET nm_ko = nm_ko WHERE rowid = 1").run();
        return new Response(body, { status, headers: { "content-type": "application/json" } });
      });
    expect(await sendAndJudge(server, memberCookie, request)).toBeNull();
    answer(500, '{"message":"boom"}');
    expect(await sendAndJudge(server, memberCookie, request)).toMatch(/^answered 500/);
    answer(400, '{"message":"bad"}', true);
    expect(await sendAndJudge(server, memberCookie, request)).toMatch(/^refused with 400 but wrote 1 row/);
    answer(404, "Not Found");
    expect(await sendAndJudge(server, memberCookie, request)).toMatch(/without a JSON body/);
    answer(400, '{"error":"bad"}');
    expect(await sendAndJudge(server, memberCookie, request)).toMatch(/not in the error shape/);
  });

  it("a client call that throws anything but an ApiError", async () => {
    expect(await judgeCall(async () => ({}))).toBeNull();
    expect(await judgeCall(async () => Promise.reject(new ApiError("x", { kind: "aborted" })))).toBeNull();
    expect(await judgeCall(async () => Promise.reject(new TypeError("x is undefined")))).toBe("threw TypeError: x is undefined");
  });

  it("a manifest check that throws, or passes a change it must report", () => {
    const files = loadManifestFiles(process.cwd());
    const base = { file: "brands", pointer: "/groups", kind: "retype" as const, mustReport: true };
    expect(checkAndJudge(files, { ...base, apply: (f) => f })).toMatch(/passed the check/);
    expect(
      checkAndJudge(files, {
        ...base,
        apply: () => {
          throw new Error("boom");
        },
      }),
    ).toMatch(/the check threw/);
    expect(checkAndJudge(files, { ...base, apply: (f) => ({ ...f, brands: { ...f.brands, data: { ...(f.brands.data as object), groups: 1 } } }) })).toBeNull();
  });
});
