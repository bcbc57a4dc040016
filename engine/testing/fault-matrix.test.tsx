// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { QueryView } from "../data/query-view.tsx";
import { useApiQuery } from "../data/use-api-query.ts";
import { useMall } from "../shell/mall-context.ts";
import { endpointOf } from "./endpoint-of.ts";
import { faultFetch, runFaultMatrix, type FaultRender } from "./fault-matrix.ts";
import { renderScreen } from "./render-screen.tsx";

afterEach(cleanup);

function useLoginDesc() {
  const { mall } = useMall();
  return useApiQuery(memberEndpoints.loginDesc, { params: { mall: mall?.path ?? "" } });
}

function Coping() {
  return <QueryView state={useLoginDesc()}>{(d) => <h1>{d.loginDesc.title}</h1>}</QueryView>;
}

function Swallowing() {
  return (
    <QueryView state={useLoginDesc()} errorShowsEmpty empty={<EmptyState title="최근 구매 내역이 없습니다." />}>
      {(d) => <h1>{d.loginDesc.title}</h1>}
    </QueryView>
  );
}

function Blank() {
  const state = useLoginDesc();
  return state.status === "success" ? <h1>{state.data.loginDesc.title}</h1> : null;
}

function Crashing() {
  const state = useLoginDesc();
  if (state.status === "error") throw new Error("unhandled failure");
  return <p>waiting</p>;
}

function Static() {
  return <p>no calls here</p>;
}

const under =
  (Screen: () => React.ReactNode): FaultRender =>
  ({ fetch, timeouts }) =>
    renderScreen(Screen, { route: { screen: "login" }, mall: "hanam", fetch, timeouts });

describe("endpointOf and faultFetch", () => {
  it("finds the catalogue endpoint of a request", () => {
    expect(endpointOf("GET", "/api/hanam/login/loginDesc.do")?.id).toBe("member.loginDesc");
    expect(endpointOf("POST", "/api/hanam/spoint/login?custid=C1")?.id).toBe("member.login");
    expect(endpointOf("GET", "/nowhere")).toBeNull();
  });

  it("records the endpoint of every request", async () => {
    const f = faultFetch("http500");
    const res = await f.fetch("/api/hanam/login/loginDesc.do");
    expect(res.status).toBe(500);
    await f.fetch("/nowhere", { method: "POST" });
    expect(f.calls).toEqual(["member.loginDesc", "? POST /nowhere"]);
  });
});

describe("runFaultMatrix", () => {
  it("passes a screen that shows the error state with a working retry under every fault", async () => {
    const reports = await runFaultMatrix(under(Coping));
    expect(reports.map((r) => r.fault)).toEqual(["timeout", "http500", "malformedJson", "schemaInvalid"]);
    // A GET that fails with a 500 is tried twice by the client, and once more by the retry.
    expect(reports[1]?.calls).toEqual(["member.loginDesc", "member.loginDesc", "member.loginDesc", "member.loginDesc"]);
  });

  it("passes a screen whose documented empty state takes the failure", async () => {
    await runFaultMatrix(under(Swallowing), { shows: "empty", text: "최근 구매 내역이 없습니다." });
  });

  it("runs a screen that makes no call once", async () => {
    const reports = await runFaultMatrix(under(Static));
    expect(reports).toHaveLength(1);
    expect(reports[0]?.calls).toEqual([]);
  });

  it("fails a screen that shows nothing when its call fails", async () => {
    await expect(runFaultMatrix(under(Blank), { shows: "error" }, { faults: ["timeout"], settleMs: 300 })).rejects.toThrow(
      /timeout \(calls: member.loginDesc\): expected the error state with a retry button, shows nothing/,
    );
  });

  it("fails a screen that crashes, naming the error", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const failure = await runFaultMatrix(under(Crashing), { shows: "error" }, { faults: ["http500"], settleMs: 300 }).catch((e: unknown) => String(e));
    expect(failure).toContain("crashed: unhandled failure");
    expect(failure).toMatch(/console\.error call/);
  });
});
