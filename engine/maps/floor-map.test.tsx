// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../ui/test-providers.tsx";
import { FloorMap } from "./floor-map.tsx";

afterEach(cleanup);

const pins = [
  { id: "T010001", x: 100, y: 50, label: "카페 하나" },
  { id: "T010002", x: 200, y: 200, label: "서점 둘", highlighted: true },
];
const render = (ui: Parameters<typeof renderWithProviders>[0], locale: "ko" | "en" = "ko") => renderWithProviders(ui, { locale });

describe("FloorMap", () => {
  it("places pins by the 355 base scaled to the drawn width; pins are buttons named by the store", () => {
    const chosen = vi.fn();
    render(<FloorMap src="/f.svg" label="1F 층 지도" pins={pins} width={710} onPinSelect={chosen} zoom={false} />);
    expect(screen.getByRole("group", { name: "1F 층 지도" })).toBeTruthy();
    const one = screen.getByRole("button", { name: "카페 하나" });
    expect(one.style.left).toBe("200px");
    expect(one.style.top).toBe("100px");
    const two = screen.getByRole("button", { name: "서점 둘 (선택한 매장)" });
    expect(two.getAttribute("aria-current")).toBe("location");
    fireEvent.click(one);
    expect(chosen).toHaveBeenCalledWith("T010001");
    expect(screen.queryByRole("button", { name: "확대" })).toBeNull();
  });

  it("without a select handler the pins are marks, not buttons; a fixed 720 box centres the map", () => {
    render(<FloorMap src="/f.svg" label="지도" pins={pins} width={720} height={720} zoom={false} />);
    expect(screen.queryByRole("button")).toBeNull();
    const mark = screen.getByRole("img", { name: "카페 하나" });
    const mapHeight = Math.round(260 * (720 / 355) * 10) / 10;
    expect(mark.style.left).toBe(`${Math.round(100 * (720 / 355) * 10) / 10}px`);
    expect(Number.parseFloat(mark.style.top)).toBeCloseTo(Math.round(50 * (720 / 355) * 10) / 10 + (720 - mapHeight) / 2, 1);
  });

  it('marks "you are here" at its spot, named, beside the store pins', () => {
    render(<FloorMap src="/f.svg" label="지도" pins={pins} width={710} zoom={false} here={{ x: 30, y: 40, label: "현재 위치: 엘리베이터 앞" }} />);
    const here = screen.getByRole("img", { name: "현재 위치: 엘리베이터 앞" });
    expect(here.style.left).toBe("60px");
    expect(here.style.top).toBe("80px");
    expect(screen.getAllByRole("img")).toHaveLength(3);
  });

  it("draws lines in base coordinates over the image and places marker buttons that report their id", () => {
    const chosen = vi.fn();
    render(
      <FloorMap
        src="/f.svg"
        label="지도"
        lines={[
          [
            { x: 10, y: 20 },
            { x: 100, y: 20 },
          ],
        ]}
        markers={[{ id: "ev", x: 100, y: 20, label: "엘리베이터로 2F", text: "EV 2F" }]}
        onMarkerSelect={chosen}
        width={710}
        zoom={false}
      />,
    );
    const svg = screen.getByTestId("floor-map-lines");
    expect(svg.getAttribute("viewBox")).toBe("0 0 355 260");
    expect(svg.getAttribute("width")).toBe("710");
    expect(svg.querySelector("polyline")!.getAttribute("points")).toBe("10,20 100,20");
    const marker = screen.getByRole("button", { name: "엘리베이터로 2F" });
    expect(marker.textContent).toBe("EV 2F");
    expect([marker.style.left, marker.style.top]).toEqual(["200px", "40px"]);
    fireEvent.click(marker);
    expect(chosen).toHaveBeenCalledWith("ev");
  });

  it("before measuring, follows the spec's rule from the screen width: (width − 60) / 355", () => {
    window.innerWidth = 415;
    render(<FloorMap src="/f.svg" label="지도" pins={pins} zoom={false} />);
    expect(screen.getByRole("img", { name: "카페 하나" }).style.left).toBe("100px");
  });

  it("marks facilities and explains them in a legend of the types present", () => {
    render(
      <FloorMap
        src="/f.svg"
        label="지도"
        width={355}
        zoom={false}
        marks={[
          { id: "1", type: "restroom", x: 24, y: 130, label: "화장실" },
          { id: "2", type: "restroom", x: 331, y: 130, label: "화장실" },
          { id: "3", type: "elevator", x: 48, y: 130, label: "엘리베이터" },
        ]}
      />,
    );
    const legend = screen.getByRole("list", { name: "범례" });
    expect(legend.textContent).toContain("화장실");
    expect(legend.textContent).toContain("엘리베이터");
    expect(legend.textContent).not.toContain("ATM");
    expect(screen.getAllByRole("img", { name: "화장실" })).toHaveLength(2);
  });

  it("loads panzoom on use: the zoom buttons zoom and reset (zoom limited)", async () => {
    render(<FloorMap src="/f.svg" label="Map" pins={pins} width={355} />, "en");
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    await waitFor(() => expect((zoomIn as HTMLButtonElement).disabled).toBe(false));
    const content = screen.getByTestId("floor-map-content");
    for (let i = 0; i < 20; i++) fireEvent.click(zoomIn);
    await waitFor(() => expect(content.style.transform).toMatch(/scale\(4\)/));
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(content.style.transform).toMatch(/scale\(1\)/));
  });
});
