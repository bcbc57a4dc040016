// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(cleanup);

describe("Button", () => {
  it("is a type=button button by default and calls onClick", () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>확인</Button>);
    const button = screen.getByRole("button", { name: "확인" });
    expect(button.getAttribute("type")).toBe("button");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("does not fire when disabled", () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        신청
      </Button>,
    );
    const button = screen.getByRole("button", { name: "신청" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("renders a router link when given `to`", () => {
    renderWithProviders(
      <Button to="/hanam/event" variant="secondary">
        이벤트
      </Button>,
    );
    expect(screen.getByRole("link", { name: "이벤트" }).getAttribute("href")).toBe("/hanam/event");
  });

  it("renders an inert link without href when a link is disabled", () => {
    const { container } = renderWithProviders(
      <Button to="/hanam/event" disabled>
        이벤트
      </Button>,
    );
    const anchor = container.querySelector("a");
    expect(anchor?.hasAttribute("href")).toBe(false);
    expect(anchor?.getAttribute("aria-disabled")).toBe("true");
  });
});
