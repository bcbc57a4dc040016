import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ApiError, type ApiErrorInfo } from "../api/errors.ts";
import type { MessageRef } from "./issue-message.ts";
import { actionErrors, FieldRejection, issueErrors } from "./submit-errors.ts";

// Shows which message was picked, with its arguments.
const format = (m: MessageRef) => (m.values ? `${m.id} ${JSON.stringify(m.values)}` : m.id);
const apiError = (info: ApiErrorInfo) => new ApiError("member.login", info);
const http = (status: number, fieldErrors: { field: string; message: string }[] = []) => apiError({ kind: "http", status, message: null, fieldErrors });

describe("issueErrors", () => {
  it("files issues under their field, first issue first, and path-less issues for the form", () => {
    const schema = z
      .object({ userId: z.string().check(z.minLength(1), z.regex(/@/)), phone: z.object({ last: z.string().check(z.length(4)) }) })
      .check(z.refine(() => false, { message: "never" }));
    const input = { userId: "", phone: { last: "1" } };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const issues = [...result.error!.issues, { code: "custom" as const, path: [], message: "x", input }];
    expect(issueErrors(issues, input, format, () => false)).toEqual({
      fieldErrors: { userId: "forms.error.required", "phone.last": 'forms.error.exactLength {"length":4}' },
      formError: "forms.error.invalid",
    });
  });
});

describe("actionErrors", () => {
  it("puts the field errors of a 422 or 400 answer at their fields, in the server's words", () => {
    const errors = actionErrors(
      http(422, [
        { field: "authNo", message: "does not match" },
        { field: "authNo", message: "second" },
      ]),
      format,
    );
    expect(errors).toEqual({ fieldErrors: { authNo: "does not match" }, formError: null });
    expect(actionErrors(http(400, [{ field: "joinNum", message: "at most 4" }]), format)?.fieldErrors).toEqual({ joinNum: "at most 4" });
  });

  it("puts an answer's refusal of a value (FieldRejection) at its field in the form's words", () => {
    expect(actionErrors(new FieldRejection("evt_code", "events.code.wrong"), format)).toEqual({
      fieldErrors: { evt_code: "events.code.wrong" },
      formError: null,
    });
  });

  it("uses the form's own wording for a field or a status when it has one", () => {
    const wording = { fieldMessages: { joinNum: "programs.error.joinNum" }, httpMessages: { 401: "login.error.credentials" } };
    expect(actionErrors(http(400, [{ field: "joinNum", message: "at most 4" }]), format, wording)?.fieldErrors).toEqual({ joinNum: "programs.error.joinNum" });
    expect(actionErrors(http(401), format, wording)).toEqual({ fieldErrors: {}, formError: "login.error.credentials" });
  });

  it.each([
    [apiError({ kind: "network" }), "api.error.network"],
    [apiError({ kind: "timeout", timeoutMs: 60_000 }), "api.error.timeout"],
    [http(401), "api.error.loginRequired"],
    [http(500), "api.error.general"],
    [apiError({ kind: "failure", status: 200, message: "fail" }), "api.error.general"],
    [new TypeError("a bug"), "api.error.general"],
  ])("shows one form message for %s", (error, id) => {
    expect(actionErrors(error, format)).toEqual({ fieldErrors: {}, formError: id });
  });

  it("is silent for an aborted call", () => {
    expect(actionErrors(apiError({ kind: "aborted" }), format)).toBeNull();
  });
});
