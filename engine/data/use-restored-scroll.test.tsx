// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes, useNavigate } from "react-router";
import { createTestServices } from "../testing/fake-services.ts";
import { renderWithServices } from "./hooks.fixture.tsx";
import { scrollKey } from "./query-key.ts";
import { useRestoredScroll } from "./use-restored-scroll.ts";

afterEach(cleanup);

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  // jsdom does no layout: scrolling is recorded, and scrollY is set by the test.
  vi.spyOn(window, "scrollTo").mockImplementation(scrollTo as never);
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

function List({ ready }: { ready: boolean }) {
  useRestoredScroll("events", ready);
  return <p>list</p>;
}

function Elsewhere() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate("/hanam/event")}>open the list</button>;
}

describe("useRestoredScroll", () => {
  it("saves the window's scroll when the list is left", () => {
    const services = createTestServices();
    const view = renderWithServices(<List ready />, services);
    Object.defineProperty(window, "scrollY", { value: 640, configurable: true });
    fireEvent.scroll(window);
    view.unmount();
    expect(services.cache.get(scrollKey("events"))?.value).toBe(640);
  });

  it("saves the scroll of a list whose key changed (a tapped filter) without reading the window's, which would force a layout in the tap's frame", () => {
    const services = createTestServices();
    function Keyed({ listKey }: { listKey: string }) {
      useRestoredScroll(listKey, true);
      return <p>list</p>;
    }
    const view = renderWithServices(<Keyed listKey="stores|all" />, services);
    Object.defineProperty(window, "scrollY", { value: 320, configurable: true });
    fireEvent.scroll(window);
    let reads = 0;
    Object.defineProperty(window, "scrollY", {
      get: () => {
        reads++;
        return 320;
      },
      configurable: true,
    });
    view.rerender(<Keyed listKey="stores|beauty" />);
    expect(services.cache.get(scrollKey("stores|all"))?.value).toBe(320);
    expect(reads).toBe(0);
  });

  it("restores it on back navigation once the list has rendered", async () => {
    const services = createTestServices();
    services.cache.set(scrollKey("events"), 640);
    const view = renderWithServices(<List ready={false} />, services);
    await new Promise((r) => setTimeout(r, 30));
    expect(scrollTo).not.toHaveBeenCalled();
    view.rerender(<List ready />);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 640));
  });

  it("leaves a fresh visit at the top", async () => {
    const services = createTestServices();
    services.cache.set(scrollKey("events"), 640);
    renderWithServices(
      <Routes>
        <Route path="/hanam" element={<Elsewhere />} />
        <Route path="/hanam/event" element={<List ready />} />
      </Routes>,
      services,
    );
    fireEvent.click(screen.getByRole("button", { name: "open the list" }));
    expect(screen.getByText("list")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 30));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
