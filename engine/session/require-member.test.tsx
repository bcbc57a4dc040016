// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "react-router";
import { MEMBER_SESSION, UNKNOWN_SESSION, VISITOR_SESSION, fakeSessionService } from "./fake-session.fixture.ts";
import { memberOnly, RequireMember } from "./require-member.tsx";
import { markServedMemberPage } from "./served-member.ts";
import type { SessionSnapshot } from "./session-service.ts";
import { SessionTestTree, scriptedDialogs } from "./session-test-tree.fixture.tsx";

const CONTENT = "회원 전용 내용";

function renderGuarded(snapshot: SessionSnapshot, { answer = true, auto = true, entries = ["/hanam/myinfo?tab=receipt"] } = {}) {
  const session = fakeSessionService(snapshot);
  const d = scriptedDialogs(answer, auto);
  render(
    <SessionTestTree entries={entries} session={session} dialogs={d.dialogs}>
      <Route
        path="/hanam/myinfo"
        element={
          <RequireMember>
            <p>{CONTENT}</p>
          </RequireMember>
        }
      />
    </SessionTestTree>,
  );
  return { session, ...d };
}

const where = () => screen.queryByRole("region", { name: "current location" })?.textContent ?? null;

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "");
});

describe("RequireMember", () => {
  it("shows the content to a member", () => {
    renderGuarded(MEMBER_SESSION);
    expect(screen.getByText(CONTENT)).toBeTruthy();
  });

  it("asks a visitor to log in and never shows the content", async () => {
    const { asked } = renderGuarded(VISITOR_SESSION, { auto: false });
    await act(async () => {});
    expect(asked.map((r) => r.text)).toEqual(["로그인이 필요한 서비스입니다. 로그인하시겠습니까?"]);
    expect(asked[0]).toMatchObject({ positive: "로그인", negative: "취소" });
    expect(screen.queryByText(CONTENT)).toBeNull();
    expect(screen.getByRole("status", { name: "회원 정보를 확인하고 있습니다." })).toBeTruthy();
  });

  it("sends a visitor who says yes to the mall's login route with the way back", async () => {
    renderGuarded(VISITOR_SESSION, { answer: true });
    await act(async () => {});
    expect(where()).toBe("/hanam/login?returnTo=%2Fhanam%2Fmyinfo%3Ftab%3Dreceipt");
  });

  it("takes a visitor who says no back where they were", async () => {
    window.history.replaceState({ idx: 1 }, "");
    renderGuarded(VISITOR_SESSION, { answer: false, entries: ["/hanam/event/main", "/hanam/myinfo"] });
    await act(async () => {});
    expect(where()).toBe("/hanam/event/main");
  });

  it("takes a visitor who says no to the mall's page when there is no history", async () => {
    renderGuarded(VISITOR_SESSION, { answer: false });
    await act(async () => {});
    expect(where()).toBe("/hanam");
  });

  it("asks the session while it is unknown, shows a skeleton, then the content for a member", async () => {
    const { session, asked } = renderGuarded(UNKNOWN_SESSION);
    expect(session.calls).toEqual(["ensure"]);
    expect(screen.getByRole("status", { name: "회원 정보를 확인하고 있습니다." })).toBeTruthy();
    expect(screen.queryByText(CONTENT)).toBeNull();
    await act(async () => session.set({ ...MEMBER_SESSION }));
    expect(screen.getByText(CONTENT)).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it("offers a retry when the member check failed", async () => {
    const { session } = renderGuarded({ ...UNKNOWN_SESSION, failed: true });
    expect(session.calls).toEqual([]);
    expect(screen.getByRole("alert")).toBeTruthy();
    await act(async () => screen.getByRole("button", { name: "다시 시도" }).click());
    expect(session.calls).toEqual(["ensure"]);
  });

  it("does not prompt a member who logs out here (the logout is on its way to the mall's page)", async () => {
    const { session, asked } = renderGuarded(MEMBER_SESSION);
    await act(async () => session.set({ ...MEMBER_SESSION, status: "loggingOut" }));
    expect(screen.queryByText(CONTENT)).toBeNull();
    await act(async () => session.set(VISITOR_SESSION));
    expect(asked).toEqual([]);
    expect(screen.queryByText(CONTENT)).toBeNull();
  });
});

describe("RequireMember on the member page the HTML showed (docs/decisions/0060)", () => {
  const CHECKING: SessionSnapshot = { ...MEMBER_SESSION, status: "checking", member: null };
  afterEach(() => markServedMemberPage(null));

  it("shows the page while the member's session is checked, then keeps it for the member", async () => {
    markServedMemberPage("/hanam/myinfo");
    const { session, asked } = renderGuarded(CHECKING, { entries: ["/hanam/myinfo"] });
    expect(screen.getByText(CONTENT)).toBeTruthy();
    expect(screen.queryByRole("status", { name: "회원 정보를 확인하고 있습니다." })).toBeNull();
    await act(async () => session.set({ ...MEMBER_SESSION }));
    expect(screen.getByText(CONTENT)).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it("shows it too while a session with no stored customer id is first asked about", async () => {
    markServedMemberPage("/hanam/myinfo");
    const { session } = renderGuarded(UNKNOWN_SESSION, { entries: ["/hanam/myinfo"] });
    expect(session.calls).toEqual(["ensure"]);
    expect(screen.getByText(CONTENT)).toBeTruthy();
    await act(async () => session.set({ ...MEMBER_SESSION }));
    expect(screen.getByText(CONTENT)).toBeTruthy();
  });

  it("offers the retry, not the page, when the check failed", async () => {
    markServedMemberPage("/hanam/myinfo");
    renderGuarded({ ...UNKNOWN_SESSION, failed: true }, { entries: ["/hanam/myinfo"] });
    expect(screen.queryByText(CONTENT)).toBeNull();
  });

  it("takes the page away from a visitor the check finds, who gets the prompt", async () => {
    markServedMemberPage("/hanam/myinfo");
    const { session, asked } = renderGuarded(CHECKING, { auto: false, entries: ["/hanam/myinfo"] });
    expect(screen.getByText(CONTENT)).toBeTruthy();
    await act(async () => session.set({ ...VISITOR_SESSION }));
    expect(screen.queryByText(CONTENT)).toBeNull();
    expect(asked.map((r) => r.text)).toEqual(["로그인이 필요한 서비스입니다. 로그인하시겠습니까?"]);
  });

  it("shows the skeleton during the check on any other member page", () => {
    markServedMemberPage("/hanam/myinfo/receipt");
    renderGuarded(CHECKING, { entries: ["/hanam/myinfo"] });
    expect(screen.queryByText(CONTENT)).toBeNull();
    expect(screen.getByRole("status", { name: "회원 정보를 확인하고 있습니다." })).toBeTruthy();
  });
});

describe("memberOnly", () => {
  function renderMemberOnly(snapshot: SessionSnapshot) {
    let loads = 0;
    const Page = memberOnly("test", async () => {
      loads++;
      return () => <p>{CONTENT}</p>;
    });
    const session = fakeSessionService(snapshot);
    const d = scriptedDialogs(false, false);
    render(
      <SessionTestTree entries={["/hanam/myinfo"]} session={session} dialogs={d.dialogs}>
        <Route path="/hanam/myinfo" element={<Page />} />
      </SessionTestTree>,
    );
    return { loads: () => loads };
  }

  it("never loads the screen for a visitor, who gets the prompt", async () => {
    const { loads } = renderMemberOnly(VISITOR_SESSION);
    await act(async () => {});
    expect(loads()).toBe(0);
    expect(screen.queryByText(CONTENT)).toBeNull();
  });

  it("loads and shows the screen for a member", async () => {
    const { loads } = renderMemberOnly(MEMBER_SESSION);
    expect(await screen.findByText(CONTENT)).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it("starts loading the screen while the session of a stored customer id is still checked", async () => {
    const { loads } = renderMemberOnly({ ...UNKNOWN_SESSION, status: "checking", custId: "M0000001" });
    await act(async () => {});
    expect(loads()).toBe(1);
    expect(screen.queryByText(CONTENT)).toBeNull();
  });
});
