// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckboxField } from "./checkbox-field.tsx";
import { renderForm } from "./forms.fixture.tsx";
import { PasswordField } from "./password-field.tsx";
import { SelectField } from "./select-field.tsx";
import { TextAreaField } from "./text-area-field.tsx";
import { TextField } from "./text-field.tsx";

afterEach(cleanup);

const describedBy = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("TextField", () => {
  it("ties its visible label, hint and error to the input", () => {
    renderForm(
      <TextField
        name="custEmail"
        type="email"
        label="이메일"
        hint="답변을 받을 주소입니다."
        error="이메일 주소 형식이 올바르지 않습니다."
        required
        autoComplete="email"
      />,
    );
    const input = screen.getByRole("textbox", { name: "이메일" });
    expect(input.getAttribute("type")).toBe("email");
    expect(input.getAttribute("name")).toBe("custEmail");
    expect(input.getAttribute("autocomplete")).toBe("email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect((input as HTMLInputElement).required).toBe(true);
    expect(describedBy(input)).toEqual(["이메일 주소 형식이 올바르지 않습니다.", "답변을 받을 주소입니다."]);
  });

  it("is valid and described by nothing without an error or hint", () => {
    renderForm(<TextField name="storeNm" label="매장명" />);
    const input = screen.getByRole("textbox", { name: "매장명" });
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("reports the new value", () => {
    const onValueChange = vi.fn();
    renderForm(<TextField name="custNm" label="이름" onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole("textbox", { name: "이름" }), { target: { value: "홍길동" } });
    expect(onValueChange).toHaveBeenCalledWith("홍길동");
  });
});

describe("PasswordField", () => {
  it("shows and hides the password with a named toggle", () => {
    renderForm(<PasswordField name="userPw" label="비밀번호" />);
    const input = screen.getByLabelText("비밀번호", { selector: "input" });
    expect(input.getAttribute("type")).toBe("password");
    expect(input.getAttribute("autocomplete")).toBe("current-password");
    fireEvent.click(screen.getByRole("button", { name: "비밀번호 표시" }));
    expect(input.getAttribute("type")).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "비밀번호 숨기기" }));
    expect(input.getAttribute("type")).toBe("password");
  });

  it("names the toggle in English too", () => {
    renderForm(<PasswordField name="userPw" label="Password" />, "en");
    expect(screen.getByRole("button", { name: "Show password" })).toBeTruthy();
  });
});

describe("CheckboxField", () => {
  it("is a labelled checkbox that reports its state and posts Y", () => {
    const onCheckedChange = vi.fn();
    renderForm(<CheckboxField name="prvc_coln_use_agre_yn" label="개인정보 수집·이용 동의" required onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole("checkbox", { name: "개인정보 수집·이용 동의" }) as HTMLInputElement;
    expect(box.value).toBe("Y");
    fireEvent.click(screen.getByText("개인정보 수집·이용 동의"));
    expect(box.checked).toBe(true);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});

describe("SelectField", () => {
  const items = [
    { itmName: "주차", itmValue: "P" },
    { itmName: "시설", itmValue: "F", selected: true },
  ];

  it("lists the items and starts on the selected one", () => {
    renderForm(<SelectField name="cateHighCd" label="문의 유형" items={items} />);
    const select = screen.getByRole("combobox", { name: "문의 유형" }) as HTMLSelectElement;
    expect(select.value).toBe("F");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["선택해 주세요", "주차", "시설"]);
  });

  it("starts on the placeholder when nothing is selected, and reports a choice", () => {
    const onValueChange = vi.fn();
    renderForm(<SelectField name="cateHighCd" label="문의 유형" items={items.map((i) => ({ ...i, selected: false }))} onValueChange={onValueChange} />);
    const select = screen.getByRole("combobox", { name: "문의 유형" }) as HTMLSelectElement;
    expect(select.value).toBe("");
    fireEvent.change(select, { target: { value: "P" } });
    expect(onValueChange).toHaveBeenCalledWith("P");
  });
});

describe("TextAreaField", () => {
  it("counts characters against its maximum and reads the count as a description", () => {
    function Inquiry() {
      const [text, setText] = useState("");
      return <TextAreaField name="qutnCont" label="문의 내용" maxLength={500} value={text} onValueChange={setText} />;
    }
    renderForm(<Inquiry />);
    const area = screen.getByRole("textbox", { name: "문의 내용" }) as HTMLTextAreaElement;
    expect(area.maxLength).toBe(500);
    expect(describedBy(area)).toEqual(["0/500자"]);
    fireEvent.change(area, { target: { value: "주차 문의" } });
    expect(describedBy(area)).toEqual(["5/500자"]);
  });

  it("counts typing when uncontrolled", () => {
    renderForm(<TextAreaField name="qutnCont" label="Question" maxLength={1000} defaultValue="abc" />, "en");
    const area = screen.getByRole("textbox", { name: "Question" });
    expect(describedBy(area)).toEqual(["3/1,000 characters"]);
    fireEvent.change(area, { target: { value: "abcdef" } });
    expect(describedBy(area)).toEqual(["6/1,000 characters"]);
  });
});
