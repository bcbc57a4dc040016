// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Chip } from "./chip.tsx";

afterEach(cleanup);

describe("Chip", () => {
  it("is a real checkbox named by its text", () => {
    const onChange = vi.fn();
    render(
      <Chip checked={false} onChange={onChange}>
        주차 할인
      </Chip>,
    );
    const box = screen.getByRole("checkbox", { name: "주차 할인" });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("as a radio belongs to its group", () => {
    render(
      <>
        <Chip type="radio" name="order" checked onChange={() => {}}>
          이름순
        </Chip>
        <Chip type="radio" name="order" checked={false} onChange={() => {}}>
          최근 입점순
        </Chip>
      </>,
    );
    expect((screen.getByRole("radio", { name: "이름순" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("radio", { name: "최근 입점순" }).getAttribute("name")).toBe("order");
  });
});
