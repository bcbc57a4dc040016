// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs.tsx";

afterEach(cleanup);

const items = [
  { id: "car", label: "자가용", content: <p>자가용 안내</p> },
  { id: "bus", label: "버스", content: <p>버스 안내</p> },
  { id: "subway", label: "지하철", content: <p>지하철 안내</p> },
];

describe("Tabs", () => {
  it("selects the first tab and gives only it a tab stop", () => {
    render(<Tabs items={items} label="교통수단" />);
    const tabs = screen.getAllByRole("tab");
    expect(screen.getByRole("tablist", { name: "교통수단" })).toBeTruthy();
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("tabpanel", { name: "자가용" }).textContent).toBe("자가용 안내");
  });

  it("moves and selects with arrows, Home and End, wrapping around", () => {
    const onChange = vi.fn();
    render(<Tabs items={items} label="교통수단" onChange={onChange} />);
    const [car, bus, subway] = screen.getAllByRole("tab");
    car!.focus();
    fireEvent.keyDown(car!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(bus);
    expect(bus!.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(bus!, { key: "End" });
    expect(document.activeElement).toBe(subway);
    fireEvent.keyDown(subway!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(car);
    fireEvent.keyDown(car!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(subway);
    fireEvent.keyDown(subway!, { key: "Home" });
    expect(document.activeElement).toBe(car);
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(["bus", "subway", "car", "subway", "car"]);
  });

  it("follows a controlled value and shows its panel on click", () => {
    const onChange = vi.fn();
    const { rerender } = render(<Tabs items={items} label="교통수단" value="bus" onChange={onChange} />);
    expect(screen.getByRole("tabpanel").textContent).toBe("버스 안내");
    fireEvent.click(screen.getByRole("tab", { name: "지하철" }));
    expect(onChange).toHaveBeenCalledWith("subway");
    rerender(<Tabs items={items} label="교통수단" value="subway" onChange={onChange} />);
    expect(screen.getByRole("tabpanel").textContent).toBe("지하철 안내");
  });

  it("renders no panels for filter tabs", () => {
    render(
      <Tabs
        items={[
          { id: "all", label: "전체" },
          { id: "parking", label: "주차" },
        ]}
        label="분류"
      />,
    );
    expect(screen.queryByRole("tabpanel")).toBeNull();
    expect(screen.getByRole("tab", { name: "전체" }).hasAttribute("aria-controls")).toBe(false);
  });
});
