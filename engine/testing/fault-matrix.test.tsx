// @vitest-environment jsdom
import { cleanup, fireEvent } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { QueryView } from "../data/query-view.tsx";
import { useApiQuery } from "../data/use-api-query.ts";
import { useMall } from "../shell/mall-context.ts";
import { endpointOf } from "./endpoint-of.ts";
import { answersFetch, faultFetch } from "./fault-fetch.ts";
import { runFaultMatrix, runNoCallCheck } from "./fault-matrix.ts";
import type { FaultRender } from "./observe-screen.ts";
import { renderScreen } from "./render-screen.tsx";

afterEach(cleanup);

const TITLE = "필드몰 하남 통합회원 로그인";
const answers = {
  "member.loginDesc": {
    message: "success",
    loginDesc: { bcnCd: "01", bcnNm: "하남", title: TITLE, descList: [], joinUrl: "", findIdUrl: "", findPwUrl: "" },
  },
};

function useLoginDesc(enabled = true) {
  const { mall } = useMall();
  return useApiQuery(memberEndpoints.loginDesc, { params: { mall: mall?.path ?? "" } }, { enabled });
}

function Coping() {
  return <QueryView state={useLoginDesc()}>{(d) => <h1>{d.loginDesc.title}</h1>}</QueryView>;
}

function Swallowing() {
  return (
    <QueryView state={useLoginDesc()} isEmpty={() => false} errorShowsEmpty empty={<EmptyState title="최근 구매 내역이 없습니다." />}>
      {(d) => <h1>{d.loginDesc.title}</h1>}
    </QueryView>
  );
}

/** Goes on without the answer: its own heading stands in for the answer's, beside a label shown either way. */
function Decorated() {
  const state = useLoginDesc();
  return (
    <>
      <h1>{state.status === "success" ? state.data.loginDesc.title : "로그인"}</h1>
      <label>
        <input type="checkbox" /> 자동 로그인
      </label>
    </>
  );
}

/** Calls only when asked to. */
function OnRequest() {
  const [asked, setAsked] = useState(false);
  const state = useLoginDesc(asked);
  return (
    <>
      <button type="button" onClick={() => setAsked(true)}>
        안내 보기
      </button>
      {asked && <QueryView state={state}>{(d) => <p>{d.loginDesc.title}</p>}</QueryView>}
    </>
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
  ({ fetch, timeouts, loading }) =>
    renderScreen(Screen, { route: { screen: "login" }, mall: "hanam", fetch, timeouts, loading });

const failureOf = (run: Promise<unknown>) =>
  run.then(
    () => "passed",
    (e: unknown) => String(e),
  );
const quick = { settleMs: 300 };

describe("endpointOf, faultFetch and answersFetch", () => {
  it("finds the catalogue endpoint of a request", () => {
    expect(endpointOf("GET", "/api/hanam/login/loginDesc.do")?.id).toBe("member.loginDesc");
    expect(endpointOf("POST", "/api/hanam/spoint/login?custid=C1")?.id).toBe("member.login");
    expect(endpointOf("GET", "/nowhere")).toBeNull();
  });

  it("records the endpoint of every request and what is still in flight", async () => {
    const f = faultFetch("http500");
    const answer = f.fetch("/api/hanam/login/loginDesc.do");
    expect(f.inFlight()).toBe(1);
    expect((await answer).status).toBe(500);
    expect(f.inFlight()).toBe(0);
    await f.fetch("/nowhere", { method: "POST" });
    expect(f.calls).toEqual(["member.loginDesc", "? POST /nowhere"]);
  });

  it("answers the given endpoints as a healthy server, anything else with a 404", async () => {
    const f = answersFetch(answers);
    expect(await (await f.fetch("/api/hanam/login/loginDesc.do")).json()).toEqual(answers["member.loginDesc"]);
    expect((await f.fetch("/api/hanam/logout.do")).status).toBe(404);
  });
});

describe("runFaultMatrix", () => {
  it("passes a screen that shows the error state with a working retry under every fault", async () => {
    const reports = await runFaultMatrix(under(Coping));
    expect(reports.map((r) => r.fault)).toEqual(["timeout", "http500", "malformedJson", "schemaInvalid"]);
    // A GET that fails with a 500 is tried twice by the client, and once more by the retry.
    expect(reports[1]?.calls).toEqual(["member.loginDesc", "member.loginDesc", "member.loginDesc", "member.loginDesc"]);
  });

  it("passes a screen whose documented empty state takes the failure, checked against the healthy answers first", async () => {
    const reports = await runFaultMatrix(under(Swallowing), { shows: "empty", text: "최근 구매 내역이 없습니다.", instead: TITLE }, { answers });
    expect(reports.map((r) => r.fault)).toEqual(["healthy", "timeout", "http500", "malformedJson", "schemaInvalid"]);
  });

  it("passes a screen that goes on with a stand-in only a failure shows", async () => {
    await runFaultMatrix(under(Decorated), { shows: "fallback", text: "로그인", selector: "h1", instead: TITLE }, { answers });
  });

  it("fails a fallback whose text shows with the healthy answers too: it cannot tell a failure", async () => {
    const failure = await failureOf(
      runFaultMatrix(under(Decorated), { shows: "fallback", text: /자동 로그인/, instead: TITLE }, { answers, faults: ["http500"], ...quick }),
    );
    expect(failure).toMatch(/healthy \(calls: member.loginDesc\): its fallback text "\/자동 로그인\/" shows with the healthy answers too/);
  });

  it("fails an empty or fallback expectation given without the healthy answers", async () => {
    await expect(runFaultMatrix(under(Swallowing), { shows: "empty", text: "최근 구매 내역이 없습니다.", instead: TITLE })).rejects.toThrow(
      /checked against the healthy answers: give them/,
    );
  });

  it("fails a screen that never shows an error state when its call fails", async () => {
    await expect(runFaultMatrix(under(Blank), { shows: "error" }, { faults: ["timeout"], ...quick })).rejects.toThrow(
      /timeout \(calls: member.loginDesc\): expected the error state with a retry button, shows nothing/,
    );
  });

  it("fails a screen that makes no call, unless it is declared so", async () => {
    await expect(runFaultMatrix(under(Static), { shows: "error" }, { faults: ["http500"], ...quick })).rejects.toThrow(
      /http500 \(calls: none\): made no call in 300 ms \(a screen that makes none is declared so: calls "none"\)/,
    );
  });

  it("reaches a call that waits for the user through the act, and fails without it", async () => {
    const act = (view: HTMLElement) => {
      fireEvent.click(view.querySelector("button")!);
    };
    const reports = await runFaultMatrix(under(OnRequest), { shows: "error" }, { act });
    expect(reports.every((r) => r.calls[0] === "member.loginDesc")).toBe(true);
    expect(await failureOf(runFaultMatrix(under(OnRequest), { shows: "error" }, { faults: ["http500"], ...quick }))).toMatch(/made no call/);
  });

  it("fails a screen that crashes, naming the error", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const failure = await failureOf(runFaultMatrix(under(Crashing), { shows: "error" }, { faults: ["http500"], ...quick }));
    expect(failure).toContain("crashed: unhandled failure");
    expect(failure).toMatch(/console\.error call/);
  });
});

describe("runNoCallCheck", () => {
  it("passes a screen that shows its content and calls nothing", async () => {
    expect((await runNoCallCheck(under(Static), "no calls here")).calls).toEqual([]);
  });

  it("fails a screen declared to make no call that calls", async () => {
    await expect(runNoCallCheck(under(Coping), /.*/, quick)).rejects.toThrow(/is declared to make no call but called member.loginDesc/);
  });

  it("fails a screen that does not show the content its declaration names", async () => {
    await expect(runNoCallCheck(under(Static), "the mall's hours", quick)).rejects.toThrow(
      /does not show its content "the mall's hours"; shows "no calls here"/,
    );
  });
});
