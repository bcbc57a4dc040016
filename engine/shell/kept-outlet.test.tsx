// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider, useLocation } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { useKeptOutlet } from "./kept-outlet.tsx";

afterEach(cleanup);

// A shell whose /:mall/main route is flagged cached, the way Suwon's main is.
function Shell() {
  const location = useLocation();
  const [, mall = null, page = null] = location.pathname.split("/");
  const cached = page === "main";
  return <>{useKeptOutlet(cached, mall, cached ? `/${mall}/main` : location.pathname, location.key)}</>;
}

let mounts = 0;
function Counter() {
  const [n, setN] = useState(0);
  useState(() => ++mounts);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      count {n}
    </button>
  );
}

function setup(start = "/suwon/main") {
  mounts = 0;
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: "/:mall/main", element: <Counter /> },
          { path: "/:mall/other", element: <Link to="/suwon/main">other page</Link> },
          { path: "/:mall/plain", element: <Counter /> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it("keeps a cached screen's state while the visitor is elsewhere, hidden, and shows it again without mounting it anew", async () => {
  const router = setup();
  fireEvent.click(screen.getByRole("button", { name: "count 0" }));
  fireEvent.click(screen.getByRole("button", { name: "count 1" }));
  await act(() => router.navigate("/suwon/other"));
  expect(screen.getByRole("link", { name: "other page" })).toBeTruthy();
  // Still in the document, but hidden (not in the accessibility tree).
  expect(screen.queryByRole("button", { name: /count/ })).toBeNull();
  await act(() => router.navigate(-1));
  expect(screen.getByRole("button", { name: "count 2" })).toBeTruthy();
  expect(mounts).toBe(1);
  expect(screen.queryByRole("link", { name: "other page" })).toBeNull();
});

it("comes back at the scroll position it was left at, after the scroll to the top", async () => {
  const scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  const router = setup();
  Object.defineProperty(window, "scrollY", { value: 640, configurable: true });
  window.dispatchEvent(new Event("scroll"));
  await act(() => router.navigate("/suwon/other"));
  scrollTo.mockClear();
  await act(() => router.navigate("/suwon/main"));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  vi.unstubAllGlobals();
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

it("lets the kept screen go when the visitor moves to another mall", async () => {
  const router = setup();
  fireEvent.click(screen.getByRole("button", { name: "count 0" }));
  await act(() => router.navigate("/hanam/other"));
  await act(() => router.navigate("/suwon/main"));
  expect(screen.getByRole("button", { name: "count 0" })).toBeTruthy();
  expect(mounts).toBe(2);
});

it("a route that is not cached mounts anew on every visit", async () => {
  const router = setup("/suwon/plain");
  fireEvent.click(screen.getByRole("button", { name: "count 0" }));
  await act(() => router.navigate("/suwon/other"));
  expect(screen.queryByRole("button", { name: /count/ })).toBeNull();
  expect(document.body.textContent).not.toContain("count");
  await act(() => router.navigate(-1));
  expect(screen.getByRole("button", { name: "count 0" })).toBeTruthy();
  expect(mounts).toBe(2);
});
