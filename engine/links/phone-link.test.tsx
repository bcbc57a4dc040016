// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestServices, fakeBridge } from "../testing/fake-services.ts";
import { ServicesContext } from "../services/services.ts";
import { PhoneLink, telHref } from "./phone-link.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPhone(phone: string) {
  const bridge = fakeBridge();
  const services = createTestServices({ services: { bridge: () => Promise.resolve(bridge) } });
  render(
    <ServicesContext value={services}>
      <PhoneLink phone={phone} />
    </ServicesContext>,
  );
  return bridge;
}

describe("PhoneLink", () => {
  it("is a tel: link with the digits only", () => {
    expect(telHref("031-8072-1234")).toBe("tel:03180721234");
    expect(telHref("문의")).toBeNull();
    renderPhone("031-8072-1234");
    expect(screen.getByRole("link", { name: "031-8072-1234" }).getAttribute("href")).toBe("tel:03180721234");
  });

  it("in a browser the tel: link is followed as is (no bridge call)", () => {
    const bridge = renderPhone("031-8072-1234");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("link").dispatchEvent(click);
    expect(bridge.called).not.toContain("call");
  });

  it("in the app's webview the tap goes through the bridge's call", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) FieldMallApp/3.2.1");
    const bridge = renderPhone("031-8072-1234");
    fireEvent.click(screen.getByRole("link"));
    await vi.waitFor(() => expect(bridge.called).toContain("call"));
  });

  it("a value without a number is text", () => {
    renderPhone("매장 문의");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("매장 문의")).toBeTruthy();
  });
});
