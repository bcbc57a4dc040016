// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { Route } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MEMBER_SESSION, UNKNOWN_SESSION, VISITOR_SESSION, fakeSessionService } from "./fake-session.fixture.ts";
import type { Services } from "../services/services.ts";
import type { SessionSnapshot } from "./session-service.ts";
import { SessionTestTree, Where, scriptedDialogs } from "./session-test-tree.fixture.tsx";
import { readSessionFlags, useSessionQueryFlags } from "./use-session-query-flags.ts";

function Shell() {
  useSessionQueryFlags();
  return <Where />;
}

function renderAt(
  path: string,
  snapshot: SessionSnapshot,
  mall = path.split(/[/?]/)[1] ?? "hanam",
  api?: Services["api"],
  dialogs = scriptedDialogs(true).dialogs,
) {
  const session = fakeSessionService(snapshot);
  render(
    <StrictMode>
      <SessionTestTree entries={[path]} mall={mall} session={session} dialogs={dialogs} api={api}>
        <Route path="*" element={<Shell />} />
      </SessionTestTree>
    </StrictMode>,
  );
  return session;
}

const where = () => screen.getByRole("region", { name: "current location" }).textContent;
/** Lets effects run and the fromWeb code (loaded only when the flag is there) arrive. */
const settle = () => act(() => vi.dynamicImportSettled());

afterEach(cleanup);

describe("readSessionFlags", () => {
  it.each([
    ["?fromWeb=true&tab=1", { fromWeb: true, logout: false, handOver: null, rest: "?tab=1" }],
    ["?logout=true", { fromWeb: false, logout: true, handOver: null, rest: "" }],
    ["?fromWeb=1&logout=false", { fromWeb: false, logout: false, handOver: null, rest: "?fromWeb=1&logout=false" }],
    ["?introToken=t0k&introCustId=M0000001&tab=2", { fromWeb: false, logout: false, handOver: { xToken: "t0k", custId: "M0000001" }, rest: "?tab=2" }],
    ["?introToken=t0k", { fromWeb: false, logout: false, handOver: null, rest: "" }],
    ["", { fromWeb: false, logout: false, handOver: null, rest: "" }],
  ])("reads %j", (search, flags) => expect(readSessionFlags(search)).toEqual(flags));
});

describe("useSessionQueryFlags", () => {
  it("tells the session the current mall", () => {
    const session = renderAt("/goyang/tenant", VISITOR_SESSION);
    expect(session.calls).toContain("setMall:goyang");
  });

  it("sends a member with fromWeb=true to the mall's coupon list", async () => {
    const session = renderAt("/hanam?fromWeb=true", MEMBER_SESSION);
    await settle();
    expect(where()).toBe("/hanam/event/coupon");
    expect(session.calls.filter((c) => c === "ensure")).toHaveLength(1);
  });

  it("uses the route set's coupon list (Centerfield)", async () => {
    renderAt("/centerfield/home?fromWeb=true", MEMBER_SESSION);
    await settle();
    expect(where()).toBe("/centerfield/couponeList");
  });

  it("sends a visitor with fromWeb=true to login, coming back to the coupons", async () => {
    const session = renderAt("/hanam/store/about?fromWeb=true&tab=2", UNKNOWN_SESSION);
    await settle();
    // The flag leaves the URL at once; the rest of the query stays.
    expect(where()).toBe("/hanam/store/about?tab=2");
    await act(async () => session.set(VISITOR_SESSION));
    expect(where()).toBe("/hanam/login?returnTo=%2Fhanam%2Fevent%2Fcoupon");
  });

  it("logs out once with logout=true and removes the flag", async () => {
    const session = renderAt("/hanam/event/main?logout=true&x=1", MEMBER_SESSION);
    await act(async () => {});
    expect(session.calls.filter((c) => c === "logout")).toHaveLength(1);
    expect(where()).toBe("/hanam/event/main?x=1");
  });

  it("finishes a brand host hand-over with one same-origin call, then tells the session of the login", async () => {
    const calls: { id: string; args: unknown }[] = [];
    const api = {
      call: async (ep: { id: string }, args: unknown) => (calls.push({ id: ep.id, args }), { message: "success", loginYN: "Y", custId: "M0000001" }),
    } as unknown as Services["api"];
    const session = renderAt("/coexmall?introToken=t0k&introCustId=M0000001&tab=1", VISITOR_SESSION, "coexmall", api);
    // The token leaves the address bar at once.
    expect(where()).toBe("/coexmall?tab=1");
    await settle();
    await act(async () => {});
    expect(calls).toEqual([{ id: "member.introHandoverConfirm", args: { params: { mall: "coexmall" }, input: { xToken: "t0k", custId: "M0000001" } } }]);
    expect(session.calls).toContain("loggedIn:M0000001");
  });

  it("leaves a visitor as they were when the hand-over is refused, and drops half a hand-over unread", async () => {
    const api = { call: () => Promise.reject(new Error("401")) } as unknown as Services["api"];
    const session = renderAt("/coexmall?introToken=used&introCustId=M0000001", VISITOR_SESSION, "coexmall", api);
    await settle();
    await act(async () => {});
    expect(session.calls.some((c) => c.startsWith("loggedIn"))).toBe(false);
    expect(where()).toBe("/coexmall");
    cleanup();
    const calls: unknown[] = [];
    const half = renderAt("/coexmall?introToken=t0k&x=1", VISITOR_SESSION, "coexmall", {
      call: async (...a: unknown[]) => void calls.push(a),
    } as unknown as Services["api"]);
    await settle();
    expect(where()).toBe("/coexmall?x=1");
    expect(calls).toEqual([]);
    expect(half.calls.some((c) => c.startsWith("loggedIn"))).toBe(false);
  });

  describe("a hand-over while a member is logged in", () => {
    const OTHER = "M0000999";
    function handOverApi() {
      const calls: string[] = [];
      const api = {
        call: async (ep: { id: string }, args: { input: { custId: string } }) => (
          calls.push(ep.id), { message: "success", loginYN: "Y", custId: args.input.custId }
        ),
      } as unknown as Services["api"];
      return { api, calls };
    }

    it("asks before switching to another member, and cancel keeps the session and consumes nothing", async () => {
      const { api, calls } = handOverApi();
      const dialogs = scriptedDialogs(false, false);
      const session = renderAt(`/coexmall?introToken=t0k&introCustId=${OTHER}`, MEMBER_SESSION, "coexmall", api, dialogs.dialogs);
      expect(where()).toBe("/coexmall");
      await settle();
      await act(async () => {});
      expect(dialogs.asked).toHaveLength(1);
      expect(dialogs.asked[0]).toMatchObject({
        text: "다른 회원의 계정으로 로그인하는 링크입니다. 계정을 전환하시겠습니까?",
        positive: "계정 전환",
        negative: "취소",
      });
      // Nothing happens while the member has not answered.
      expect(calls).toEqual([]);
      await act(async () => dialogs.respond());
      await settle();
      expect(calls).toEqual([]);
      expect(session.calls.some((c) => c.startsWith("loggedIn") || c === "logout")).toBe(false);
      expect(where()).toBe("/coexmall");
    });

    it("switches to the other member when the member confirms", async () => {
      const { api, calls } = handOverApi();
      const dialogs = scriptedDialogs(true);
      const session = renderAt(`/coexmall?introToken=t0k&introCustId=${OTHER}`, MEMBER_SESSION, "coexmall", api, dialogs.dialogs);
      await settle();
      await act(async () => {});
      await settle();
      expect(dialogs.asked).toHaveLength(1);
      expect(calls).toEqual(["member.introHandoverConfirm"]);
      expect(session.calls).toContain(`loggedIn:${OTHER}`);
    });

    it("goes on without a question when the hand-over names the member logged in", async () => {
      const { api, calls } = handOverApi();
      const dialogs = scriptedDialogs(false);
      const session = renderAt(`/coexmall?introToken=t0k&introCustId=${MEMBER_SESSION.custId}`, MEMBER_SESSION, "coexmall", api, dialogs.dialogs);
      await settle();
      await act(async () => {});
      await settle();
      expect(dialogs.asked).toEqual([]);
      expect(calls).toEqual(["member.introHandoverConfirm"]);
      expect(session.calls).toContain(`loggedIn:${MEMBER_SESSION.custId}`);
    });

    it("waits for a returning member's check before deciding", async () => {
      const { api, calls } = handOverApi();
      const dialogs = scriptedDialogs(false);
      const session = renderAt(
        `/coexmall?introToken=t0k&introCustId=${OTHER}`,
        { ...MEMBER_SESSION, status: "checking", member: null },
        "coexmall",
        api,
        dialogs.dialogs,
      );
      await settle();
      await act(async () => {});
      expect(calls).toEqual([]);
      await act(async () => session.set(MEMBER_SESSION));
      await settle();
      expect(dialogs.asked).toHaveLength(1);
      expect(calls).toEqual([]);
    });
  });

  it("does nothing without flags", async () => {
    const session = renderAt("/hanam/event/main?tab=1", MEMBER_SESSION);
    await act(async () => {});
    // StrictMode runs effects twice; the session ignores a mall it already has.
    expect(new Set(session.calls)).toEqual(new Set(["setMall:hanam"]));
    expect(where()).toBe("/hanam/event/main?tab=1");
  });
});
