import { describe, expect, it } from "vitest";
import { maskedCard, maskedPhone } from "./member-facts.ts";

describe("member facts", () => {
  it("hides the middle of a phone number", () => {
    expect(maskedPhone("010", "1234", "5678")).toBe("010-****-5678");
    expect(maskedPhone("011", "123", "5678")).toBe("011-***-5678");
    expect(maskedPhone("", "1234", "5678")).toBe("");
  });

  it("shows only the last four digits of a card", () => {
    expect(maskedCard("9400123412341234")).toBe("**** **** **** 1234");
    expect(maskedCard("9400-1234-1234-9876")).toBe("**** **** **** 9876");
    expect(maskedCard("12")).toBe("");
  });
});
