// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, type ApiErrorInfo } from "../api/errors.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { createTestServices } from "../testing/fake-services.ts";
import { renderWithServices } from "./hooks.fixture.tsx";
import type { QueryState } from "./query-state.ts";
import { QueryView } from "./query-view.tsx";

afterEach(cleanup);

function show(state: QueryState<string[]>, extra: { errorShowsEmpty?: boolean } = {}) {
  return renderWithServices(
    <QueryView state={state} empty={<EmptyState title="진행 중인 이벤트가 없습니다." />} {...extra}>
      {(rows) => <p>{rows.join(",")}</p>}
    </QueryView>,
    createTestServices(),
  );
}

const failed = (info: ApiErrorInfo, retry = vi.fn()): QueryState<string[]> => ({ status: "error", error: new ApiError("test.op", info), retry });

describe("QueryView", () => {
  it("shows a busy region with the skeleton while loading", () => {
    show({ status: "loading" });
    const region = screen.getByRole("status", { name: "내용을 불러오는 중입니다" });
    expect(region.getAttribute("aria-busy")).toBe("true");
  });

  it("shows the content, or the screen's empty state for empty data", () => {
    show({ status: "success", data: ["a", "b"], refreshing: false });
    expect(screen.getByText("a,b")).toBeTruthy();
    cleanup();
    show({ status: "success", data: [], refreshing: false });
    expect(screen.getByText("진행 중인 이벤트가 없습니다.")).toBeTruthy();
  });

  it.each([
    [{ kind: "network" }, "네트워크 연결을 확인한 뒤 다시 시도해 주세요."],
    [{ kind: "timeout", timeoutMs: 60_000 }, "응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요."],
    [{ kind: "http", status: 500, message: null, fieldErrors: [] }, "서버에 일시적인 문제가 생겼습니다. 잠시 후 다시 시도해 주세요."],
    [{ kind: "http", status: 400, message: null, fieldErrors: [] }, "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요."],
    [{ kind: "failure", status: 200, message: "fail" }, "요청이 정상적으로 처리되지 않았습니다. 잠시 후 다시 시도해 주세요."],
    [{ kind: "decode", status: 200, issues: [] }, "받은 정보를 표시할 수 없습니다. 잠시 후 다시 시도해 주세요."],
  ] as [ApiErrorInfo, string][])("an error of kind %o says %s and offers a retry", (info, text) => {
    const retry = vi.fn();
    show(failed(info, retry));
    expect(screen.getByRole("alert").textContent).toContain(text);
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("never shows an error for an aborted call", () => {
    show(failed({ kind: "aborted" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status")).toBeTruthy();
  });

  it("shows the empty state instead where the spec swallows the failure", () => {
    show(failed({ kind: "network" }), { errorShowsEmpty: true });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("진행 중인 이벤트가 없습니다.")).toBeTruthy();
  });
});
