// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { code128Modules } from "./barcode-encode.ts";
import { Barcode, barRuns } from "./barcode.tsx";

afterEach(cleanup);

const DIGITS = "202611200110010001000123";

describe("CODE128 encoding", () => {
  it("encodes digits with the compact C set: start C, 12 pairs, check, stop", () => {
    const modules = code128Modules(DIGITS)!;
    // 14 symbols of 11 modules and the 13-module stop.
    expect(modules).toHaveLength(14 * 11 + 13);
    // Start C is 11010011100; the stop is 1100011101011.
    expect(modules.startsWith("11010011100")).toBe(true);
    expect(modules.endsWith("1100011101011")).toBe(true);
  });

  it("refuses what CODE128 cannot carry", () => {
    expect(code128Modules("영수증 0001")).toBeNull();
  });

  it("turns modules into bar runs", () => {
    expect(barRuns("1101001110")).toEqual([
      [0, 2],
      [3, 1],
      [6, 3],
    ]);
  });
});

describe("Barcode", () => {
  it("draws the bars with a quiet zone each side, and the digits under them", async () => {
    render(<Barcode value={DIGITS} label="영수증 바코드" />);
    const svg = await screen.findByRole("img", { name: "영수증 바코드" });
    const modules = code128Modules(DIGITS)!;
    // A white background, then one rect per bar.
    expect(svg.querySelectorAll("rect")).toHaveLength(1 + barRuns(modules).length);
    expect(svg.getAttribute("viewBox")).toBe(`0 0 ${modules.length + 20} 56`);
    expect(svg.querySelectorAll("rect")[1]?.getAttribute("x")).toBe("10");
    expect(screen.getByText(DIGITS)).toBeTruthy();
  });

  it("shows nothing and tells onError for a value it cannot encode", async () => {
    const onError = vi.fn();
    const { container } = render(<Barcode value="영수증 0001" label="바코드" onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(container.innerHTML).toBe("");
  });

  it("draws a new valid value after a failed one", async () => {
    const { rerender } = render(<Barcode value="영수증" label="바코드" />);
    rerender(<Barcode value={DIGITS} label="바코드" />);
    expect(await screen.findByRole("img", { name: "바코드" })).toBeTruthy();
  });

  it("shows nothing for an empty value", () => {
    const { container } = render(<Barcode value="  " label="바코드" />);
    expect(container.innerHTML).toBe("");
  });

  it("keeps its place while the encoder loads, and draws nothing after it is gone", async () => {
    const { container, unmount } = render(<Barcode value={DIGITS} label="바코드" />);
    expect(container.querySelector("[aria-hidden='true']")).not.toBeNull();
    unmount();
    await new Promise((r) => setTimeout(r, 20));
    expect(container.innerHTML).toBe("");
  });
});
