// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useContext } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { mallFixture } from "../../tests/fixtures/mall.fixture.ts";
import { fakeFetch, json } from "../api/fake-fetch.fixture.ts";
import { QueryView } from "../data/query-view.tsx";
import { useApiQuery } from "../data/use-api-query.ts";
import { ClockContext } from "../format/clock.ts";
import type { ScreenProps } from "../screen-props.ts";
import { useServices } from "../services/services.ts";
import { useMall } from "../shell/mall-context.ts";
import { FIXED_NOW } from "./fake-services.ts";
import { renderScreen } from "./render-screen.tsx";

afterEach(cleanup);

const loginDesc = {
  message: "success",
  loginDesc: { bcnCd: "01", bcnNm: "하남", title: "로그인 안내", descList: [], joinUrl: "/join", findIdUrl: "/id", findPwUrl: "/pw" },
};

function LoginIntro({ props }: ScreenProps<"login">) {
  const { mall } = useMall();
  const state = useApiQuery(memberEndpoints.loginDesc, { params: { mall: mall?.path ?? "" } });
  return (
    <QueryView state={state}>
      {(d) => (
        <h1>
          {d.loginDesc.title} ({props.variant})
        </h1>
      )}
    </QueryView>
  );
}

function Facts() {
  const { mall, locale } = useMall();
  const intl = useIntl();
  const clock = useContext(ClockContext);
  const { now } = useServices();
  const navigate = useNavigate();
  return (
    <>
      <p>{`${mall?.path ?? "no mall"} ${locale} ${clock() === FIXED_NOW && now() === FIXED_NOW ? "fixed clock" : "real clock"}`}</p>
      <button onClick={() => void navigate("/hanam/login")}>{intl.formatMessage({ id: "ui.error.retry" })}</button>
    </>
  );
}

describe("renderScreen", () => {
  it("decodes answers with the real client over the fake fetch, and parses props with the screen's schema", async () => {
    const f = fakeFetch(() => json(loginDesc));
    renderScreen(LoginIntro, { route: { screen: "login", path: "login" }, fetch: f.fetch, path: "/hanam/login" });
    expect(await screen.findByRole("heading", { name: "로그인 안내 (standard)" })).toBeTruthy();
    expect(f.seen[0]?.url).toBe("/api/hanam/login/loginDesc.do");
  });

  it("shows the error state for an answer that does not decode", async () => {
    const f = fakeFetch(() => json({ message: "success" }));
    renderScreen(LoginIntro, { route: { screen: "login" }, fetch: f.fetch });
    expect((await screen.findByRole("alert")).textContent).toContain("받은 정보를 표시할 수 없습니다.");
  });

  it("provides a real mall, its locale, the app's messages and a fixed clock; records navigation", () => {
    const view = renderScreen(Facts, { route: { screen: "notFound" }, mall: "hanam" });
    expect(screen.getByText("hanam ko fixed clock")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(view.currentPath()).toBe("/hanam/login");
    expect(screen.getByLabelText("navigated to").textContent).toBe("/hanam/login");
  });

  it("takes a fixture mall, no mall, and another locale", () => {
    renderScreen(Facts, { route: { screen: "notFound" }, mall: mallFixture("testmall"), locale: "en" });
    expect(screen.getByText("testmall en fixed clock")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    cleanup();
    renderScreen(Facts, { route: { screen: "entryGate" }, mall: null });
    expect(screen.getByText("no mall ko fixed clock")).toBeTruthy();
  });

  it("refuses a mall path no manifest has", () => {
    expect(() => renderScreen(Facts, { route: { screen: "notFound" }, mall: "atlantis" })).toThrow('no manifest has the path "atlantis"');
  });

  it("catches a screen that throws (a missing message, here) and records the crash", () => {
    // React and the router log the caught error: this test expects it.
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    function Missing() {
      return <p>{useIntl().formatMessage({ id: "no.such.message" })}</p>;
    }
    const view = renderScreen(Missing, { route: { screen: "notFound" } });
    expect(view.crashes).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toContain("crashed");
    expect(logged).toHaveBeenCalled();
  });
});
