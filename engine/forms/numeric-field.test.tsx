// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderForm } from "./forms.fixture.tsx";
import { NumericField } from "./numeric-field.tsx";

afterEach(cleanup);

function CarNumber({ onValue }: { onValue?: (v: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <NumericField
      name="carNumber"
      label="차량번호 4자리"
      maxLength={4}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

const paste = (input: HTMLElement, text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });

describe("NumericField", () => {
  it("asks for the numeric keypad and has no native maxlength", () => {
    renderForm(<CarNumber />);
    const input = screen.getByRole("textbox", { name: "차량번호 4자리" });
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.hasAttribute("maxlength")).toBe(false);
  });

  it("drops non-digits and cuts typing to the maximum length", () => {
    const onValue = vi.fn();
    renderForm(<CarNumber onValue={onValue} />);
    const input = screen.getByRole("textbox", { name: "차량번호 4자리" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "12a" } });
    expect(input.value).toBe("12");
    fireEvent.change(input, { target: { value: "123456" } });
    expect(input.value).toBe("1234");
    expect(onValue).toHaveBeenLastCalledWith("1234");
  });

  it("cuts a paste to the maximum length, keeping the digits of a formatted number", () => {
    renderForm(<NumericField name="phoneNo" type="tel" label="휴대폰 번호" maxLength={11} />);
    const input = screen.getByRole("textbox", { name: "휴대폰 번호" }) as HTMLInputElement;
    paste(input, "010-1234-56789");
    expect(input.value).toBe("01012345678");
  });

  it("inserts a paste at the caret and still cuts (controlled)", () => {
    const onValue = vi.fn();
    renderForm(<CarNumber onValue={onValue} />);
    const input = screen.getByRole("textbox", { name: "차량번호 4자리" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "19" } });
    input.setSelectionRange(1, 1);
    paste(input, "9 9 9 9");
    expect(input.value).toBe("1999");
    expect(onValue).toHaveBeenLastCalledWith("1999");
  });
});
