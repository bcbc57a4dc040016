import { describe, expect, it } from "vitest";
import { apiErrorMessageId } from "./error-message.ts";
import { ApiError, type ApiErrorInfo } from "./errors.ts";

const err = (info: ApiErrorInfo) => new ApiError("test.op", info);

describe("error state message", () => {
  it.each([
    [err({ kind: "network" }), "api.error.network"],
    [err({ kind: "timeout", timeoutMs: 60_000 }), "api.error.timeout"],
    [err({ kind: "http", status: 401, message: "login required", fieldErrors: [] }), "api.error.loginRequired"],
    [err({ kind: "http", status: 500, message: null, fieldErrors: [] }), "api.error.general"],
    [err({ kind: "failure", status: 200, message: "fail" }), "api.error.general"],
    [err({ kind: "decode", status: 200, issues: [] }), "api.error.general"],
    [err({ kind: "aborted" }), null],
    [new Error("not from the client"), "api.error.general"],
  ])("%s → %s", (e, id) => expect(apiErrorMessageId(e)).toBe(id));
});
