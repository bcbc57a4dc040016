// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import FlowLabScreen from "./flow-lab.screen.tsx";

afterEach(cleanup);

const open = (path: string) =>
  renderWithProviders(<FlowLabScreen props={{}} query={{}} params={{}} route={{ screen: "flowLab", path: "/__flows" }} />, { path });

const status = () => screen.getByRole("status", { name: "현재 상태" });
const current = () => document.querySelector('[aria-current="true"]')?.id;

describe("FlowLabScreen", () => {
  it("lists every registered machine and asks to pick one", async () => {
    open("/__flows");
    expect(await screen.findByRole("heading", { level: 1, name: "플로 랩" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "머신" });
    expect(within(nav).getByRole("link", { name: /gate/ }).getAttribute("href")).toBe("/__flows?machine=gate");
    expect(screen.getByText("위에서 머신을 고르세요.")).toBeTruthy();
  });

  it("runs the gate on its default fakes, then on other picks after a restart", async () => {
    open("/__flows?machine=gate");
    await waitFor(() => expect(status().textContent).toContain('{"type":"navigate","to":"/coexmall"}'));
    expect(current()).toBe("flow-state-navigate");
    const fakes = screen.getByRole("region", { name: "fake 액터 결과" });
    fireEvent.change(within(fakes).getByLabelText("checkApp"), { target: { value: "browser" } });
    fireEvent.click(screen.getByRole("button", { name: "다시 시작" }));
    await waitFor(() => expect(current()).toBe("flow-state-stay"));
    expect(await screen.findByText("최단 경로 (14)")).toBeTruthy();
  });

  it("edits the input and the running context, and reports invalid JSON", async () => {
    open("/__flows?machine=gate");
    fireEvent.click(await screen.findByLabelText("fake가 바로 응답"));
    fireEvent.change(screen.getByLabelText("입력 (JSON)"), { target: { value: "{ nope" } });
    fireEvent.click(screen.getByRole("button", { name: "이 입력으로 다시 시작" }));
    expect(screen.getByRole("alert").textContent).toContain("올바른 JSON이 아닙니다");
    fireEvent.change(screen.getByLabelText("입력 (JSON)"), {
      target: { value: JSON.stringify({ pathname: "/", search: "", firstNavigation: true, knownMalls: [] }) },
    });
    fireEvent.click(screen.getByRole("button", { name: "이 입력으로 다시 시작" }));
    await waitFor(() => expect(current()).toBe("flow-state-checkingApp"));
    expect((screen.getByLabelText("샘플 입력") as HTMLSelectElement).value).toBe("");
    fireEvent.change(screen.getByLabelText("컨텍스트 (JSON)"), { target: { value: JSON.stringify({ defaultBranch: "goyang" }) } });
    fireEvent.click(screen.getByRole("button", { name: "컨텍스트 적용" }));
    await waitFor(() => expect((screen.getByLabelText("컨텍스트 (JSON)") as HTMLTextAreaElement).value).toContain('"defaultBranch": "goyang"'));
    fireEvent.click(within(screen.getByRole("group", { name: "checkApp 응답" })).getByRole("button", { name: "error" }));
    await waitFor(() => expect(current()).toBe("flow-state-stay"));
  });

  it("says so when the machine is not registered", async () => {
    open("/__flows?machine=nope");
    expect((await screen.findByRole("alert")).textContent).toContain("nope");
  });
});
