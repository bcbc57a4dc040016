// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { ApiError, type ApiErrorInfo } from "../api/errors.ts";
import { Form } from "./form.tsx";
import { deferred, renderForm } from "./forms.fixture.tsx";
import { NumericField } from "./numeric-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { TextField } from "./text-field.tsx";
import { useSubmit, type SubmitAction } from "./use-submit.ts";

afterEach(cleanup);

interface Login {
  userId: string;
  userPw: string;
}

const loginSchema = z.object({ userId: z.string().check(z.minLength(1)), userPw: z.string().check(z.minLength(4)) });

function LoginForm({ action, schema }: { action: SubmitAction<Login, unknown>; schema?: typeof loginSchema }) {
  const [values, setValues] = useState<Login>({ userId: "", userPw: "" });
  const submission = useSubmit(action, { schema });
  return (
    <Form submission={submission} values={values} aria-label="로그인">
      <TextField name="userId" label="아이디" autoComplete="username" value={values.userId} onValueChange={(userId) => setValues((v) => ({ ...v, userId }))} />
      <PasswordField name="userPw" label="비밀번호" value={values.userPw} onValueChange={(userPw) => setValues((v) => ({ ...v, userPw }))} />
      <SubmitButton>로그인</SubmitButton>
    </Form>
  );
}

const fail = (info: ApiErrorInfo) => () => Promise.reject(new ApiError("member.login", info));
const alertText = () => screen.getByRole("alert").textContent;
const submitButton = () => screen.getByRole("button", { name: /로그인/ });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });

describe("Form", () => {
  it("is a noValidate form that submits its values and is busy while the action runs", async () => {
    const call = deferred<void>();
    const action = vi.fn(() => call.promise);
    renderForm(<LoginForm action={action} />);
    const form = screen.getByRole("form", { name: "로그인" }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    fill("아이디", "visitor");
    fill("비밀번호", "secret");
    fireEvent.click(submitButton());
    expect(action).toHaveBeenCalledWith({ userId: "visitor", userPw: "secret" }, expect.any(AbortSignal));
    expect(form.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: "로그인, 처리 중입니다" }).getAttribute("aria-disabled")).toBe("true");
    await act(async () => call.resolve());
    expect(form.hasAttribute("aria-busy")).toBe(false);
    expect(submitButton().hasAttribute("aria-disabled")).toBe(false);
  });

  it("runs the action once for a double click", async () => {
    const call = deferred<void>();
    const action = vi.fn(() => call.promise);
    renderForm(<LoginForm action={action} />);
    const button = submitButton();
    // Both clicks land before React re-renders the button as busy: only the guard stops the second.
    act(() => {
      button.click();
      button.click();
    });
    fireEvent.submit(screen.getByRole("form"));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
  });

  it("shows a 422 answer's field errors at their fields and moves focus to the first", async () => {
    renderForm(
      <LoginForm
        action={fail({ kind: "http", status: 422, message: "invalid", fieldErrors: [{ field: "userPw", message: "비밀번호가 일치하지 않습니다." }] })}
      />,
    );
    fireEvent.click(submitButton());
    const password = screen.getByLabelText("비밀번호", { selector: "input" });
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(password.getAttribute("aria-describedby")!)?.textContent).toBe("비밀번호가 일치하지 않습니다.");
    expect(screen.getByRole("textbox", { name: "아이디" }).hasAttribute("aria-invalid")).toBe(false);
    expect(alertText()).toBe("");
  });

  it("shows a general message when a 400 answer names no field of this form", async () => {
    renderForm(
      <LoginForm
        action={fail({ kind: "http", status: 400, message: "invalid path", fieldErrors: [{ field: "path.mall", message: "must be a mall path name" }] })}
      />,
    );
    fireEvent.click(submitButton());
    await waitFor(() => expect(alertText()).toBe("입력하신 내용을 다시 확인해 주세요."));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
  });

  it("shows a network error as the form's error and moves focus to it", async () => {
    renderForm(<LoginForm action={fail({ kind: "network" })} />);
    fireEvent.click(submitButton());
    await waitFor(() => expect(alertText()).toBe("네트워크 연결을 확인한 뒤 다시 시도해 주세요."));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
  });

  it("shows nothing for an aborted call", async () => {
    const action = vi.fn(fail({ kind: "aborted" }));
    renderForm(<LoginForm action={action} />);
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole("form").hasAttribute("aria-busy")).toBe(false));
    expect(action).toHaveBeenCalledTimes(1);
    expect(alertText()).toBe("");
    expect(screen.queryByRole("textbox", { name: "아이디" })?.hasAttribute("aria-invalid")).toBe(false);
  });

  it("blocks the action when the schema fails and focuses the first invalid field", async () => {
    const action = vi.fn(async () => undefined);
    renderForm(<LoginForm action={action} schema={loginSchema} />);
    fill("비밀번호", "12");
    fireEvent.click(submitButton());
    const id = screen.getByRole("textbox", { name: "아이디" });
    await waitFor(() => expect(document.activeElement).toBe(id));
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByText("필수 입력 항목입니다.").id).toBe(id.getAttribute("aria-describedby"));
    expect(screen.getByText("4자 이상 입력해 주세요.")).toBeTruthy();
  });

  it("announces the error through a status region when the invalid field already has focus", async () => {
    renderForm(<LoginForm action={vi.fn(async () => undefined)} schema={loginSchema} />);
    const id = screen.getByRole("textbox", { name: "아이디" });
    id.focus();
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("필수 입력 항목입니다."));
    expect(document.activeElement).toBe(id);
  });

  it("speaks English in the en locale", async () => {
    renderForm(<LoginForm action={vi.fn(async () => undefined)} schema={loginSchema} />, "en");
    fill("비밀번호", "12");
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText("This field is required.")).toHaveLength(1));
    expect(screen.getByText("Enter at least 4 characters.")).toBeTruthy();
  });

  it("reads the form's named controls when not given values", async () => {
    function CarSearch({ action }: { action: SubmitAction<Record<string, unknown>, unknown> }) {
      const submission = useSubmit(action);
      return (
        <Form submission={submission} aria-label="차량 찾기">
          <NumericField name="carNumber" label="차량번호" maxLength={4} defaultValue="" />
          <SubmitButton>찾기</SubmitButton>
        </Form>
      );
    }
    const action = vi.fn(async () => undefined);
    renderForm(<CarSearch action={action} />);
    fireEvent.change(screen.getByRole("textbox", { name: "차량번호" }), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "찾기" }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ carNumber: "1234" }, expect.any(AbortSignal)));
  });
});
