// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { Route } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MEMBER_SESSION, UNKNOWN_SESSION, VISITOR_SESSION, fakeSessionService } from "./fake-session.fixture.ts";
import type { SessionSnapshot } from "./session-service.ts";
import { SessionTestTree, Where, scriptedDialogs } from "./session-test-tree.fixture.tsx";
import { readSessionFlags, useSessionQueryFlags } from "./use-session-query-flags.ts";

function Shell() {
  useSessionQueryFlags();
  return <Where />;
}

function renderAt(path: string, snapshot: SessionSnapshot, mall = path.split(/[/?]/)[1] ?? "hanam") {
  const session = fakeSessionService(snapshot);
  render(
    <StrictMode>
      <SessionTestTree entries={[path]} mall={mall} session={session} dialogs={scriptedDialogs(true).dialogs}>
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
    ["?fromWeb=true&tab=1", { fromWeb: true, logout: false, rest: "?tab=1" }],
    ["?logout=true", { fromWeb: false, logout: true, rest: "" }],
    ["?fromWeb=1&logout=false", { fromWeb: false, logout: false, rest: "?fromWeb=1&logout=false" }],
    ["", { fromWeb: false, logout: false, rest: "" }],
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

  it("does nothing without flags", async () => {
    const session = renderAt("/hanam/event/main?tab=1", MEMBER_SESSION);
    await act(async () => {});
    // StrictMode runs effects twice; the session ignores a mall it already has.
    expect(new Set(session.calls)).toEqual(new Set(["setMall:hanam"]));
    expect(where()).toBe("/hanam/event/main?tab=1");
  });
});
