// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { ApiError } from "../api/errors.ts";
import { deferred, intlWrapper } from "./forms.fixture.tsx";
import { useSubmit, type SubmitOutcome } from "./use-submit.ts";

afterEach(cleanup);

const values = { carNumber: "1234" };

describe("useSubmit", () => {
  it("starts one action for two calls in the same tick", async () => {
    const call = deferred<string>();
    const action = vi.fn(() => call.promise);
    const { result } = renderHook(() => useSubmit(action), { wrapper: intlWrapper() });
    let first!: Promise<SubmitOutcome<string>>;
    let second!: Promise<SubmitOutcome<string>>;
    act(() => {
      first = result.current.submit(values);
      second = result.current.submit(values);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(await second).toEqual({ status: "busy" });
    expect(result.current.pending).toBe(true);
    await act(async () => call.resolve("ok"));
    expect(await first).toEqual({ status: "success", result: "ok" });
    expect(result.current.pending).toBe(false);
  });

  it("runs again once the first submit has settled, and calls onSuccess with the result", async () => {
    const action = vi.fn(async (v: typeof values) => v.carNumber);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmit(action, { onSuccess }), { wrapper: intlWrapper() });
    await act(() => result.current.submit(values));
    await act(() => result.current.submit(values));
    expect(action).toHaveBeenCalledTimes(2);
    expect(onSuccess).toHaveBeenCalledWith("1234", values);
  });

  it("passes the schema's output to the action, and does not run it when the check fails", async () => {
    const action = vi.fn(async (v: { joinNum: number }) => v.joinNum);
    const schema = z.object({ joinNum: z.coerce.number().check(z.int(), z.gte(1), z.lte(4)) });
    const { result } = renderHook(() => useSubmit(action, { schema }), { wrapper: intlWrapper() });
    expect(await act(() => result.current.submit({ joinNum: "9" }))).toEqual({ status: "invalid" });
    expect(action).not.toHaveBeenCalled();
    expect(result.current.fieldErrors).toEqual({ joinNum: "4 이하로 입력해 주세요." });
    expect(result.current.failures).toBe(1);
    await act(() => result.current.submit({ joinNum: "2" }));
    expect(action).toHaveBeenCalledWith({ joinNum: 2 }, expect.any(AbortSignal));
    expect(result.current.fieldErrors).toEqual({});
  });

  it("says a 401 in the form's own words when given", async () => {
    const action = () =>
      Promise.reject(new ApiError("member.login", { kind: "http", status: 401, message: "The ID or password is incorrect.", fieldErrors: [] }));
    const { result } = renderHook(() => useSubmit(action, { httpMessages: { 401: "forms.error.invalid" } }), { wrapper: intlWrapper() });
    await act(() => result.current.submit({}));
    expect(result.current.formError).toBe("입력하신 내용을 다시 확인해 주세요.");
  });

  it("aborts the running action when the form goes away, silently", async () => {
    let signal!: AbortSignal;
    const onError = vi.fn();
    const action = (_: unknown, s: AbortSignal) => {
      signal = s;
      return new Promise<never>((_, reject) => s.addEventListener("abort", () => reject(new ApiError("x", { kind: "aborted" }))));
    };
    const { result, unmount } = renderHook(() => useSubmit(action, { onError }), { wrapper: intlWrapper() });
    let outcome!: Promise<SubmitOutcome<never>>;
    act(() => {
      outcome = result.current.submit({});
    });
    unmount();
    expect(signal.aborted).toBe(true);
    expect(await outcome).toEqual({ status: "aborted" });
    expect(onError).not.toHaveBeenCalled();
  });

  it("clears shown errors on reset", async () => {
    const { result } = renderHook(() => useSubmit(() => Promise.reject(new ApiError("x", { kind: "network" }))), { wrapper: intlWrapper() });
    await act(() => result.current.submit({}));
    expect(result.current.formError).toBe("네트워크 연결을 확인한 뒤 다시 시도해 주세요.");
    act(() => result.current.reset());
    expect(result.current.formError).toBeNull();
  });
});
