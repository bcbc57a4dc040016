// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";
import { iconPaths, isIconName } from "./icon-paths.ts";

afterEach(cleanup);

describe("Icon", () => {
  it("is hidden from assistive tech without a label", () => {
    const { container } = render(<Icon name="store" />);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("is an image named by its label", () => {
    render(<Icon name="parking" label="주차" />);
    expect(screen.getByRole("img", { name: "주차" })).toBeTruthy();
  });

  it("draws every icon the brief lists", () => {
    const required =
      "store floors parking directions event coupon kids library lounge dining member service car back menu close chevron clock top receipt heart check search play pause";
    for (const name of required.split(" ")) expect(isIconName(name), name).toBe(true);
    expect(isIconName("toString")).toBe(false);
    expect(Object.keys(iconPaths)).toHaveLength(25);
  });
});
