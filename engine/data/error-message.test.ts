import { describe, expect, it } from "vitest";
import { ApiError, type ApiErrorInfo } from "../api/errors.ts";
import { dataMessages } from "../data/data.messages.ts";
import { apiMessages } from "../api/api.messages.ts";
import { errorMessageId } from "./error-message.ts";

const err = (info: ApiErrorInfo) => new ApiError("test.op", info);
const http = (status: number) => err({ kind: "http", status, message: null, fieldErrors: [] });

describe("error state message by ApiError kind", () => {
  it.each([
    [err({ kind: "network" }), "api.error.network"],
    [err({ kind: "timeout", timeoutMs: 60_000 }), "api.error.timeout"],
    [http(401), "api.error.loginRequired"],
    [http(500), "data.error.server"],
    [http(502), "data.error.server"],
    [http(503), "data.error.maintenance"],
    [http(404), "data.error.notFound"],
    [http(400), "data.error.request"],
    [http(429), "data.error.request"],
    [err({ kind: "failure", status: 200, message: "fail" }), "data.error.failure"],
    [err({ kind: "decode", status: 200, issues: [] }), "data.error.decode"],
    [err({ kind: "invalid", reason: "missing path param" }), "api.error.general"],
    [err({ kind: "aborted" }), null],
  ])("%s → %s", (e, id) => expect(errorMessageId(e)).toBe(id));

  it("names only messages that exist", () => {
    const known = { ...apiMessages.ko, ...dataMessages.ko } as Record<string, string>;
    for (const status of [400, 401, 404, 500, 503]) expect(known[errorMessageId(http(status)) ?? ""]).toBeDefined();
  });
});
