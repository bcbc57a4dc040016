// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation, useParams } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { HASH_SCROLL_DELAY_MS } from "../routing/scroll.ts";
import { useNavigationScroll } from "./use-route-effects.ts";

const scrollTo = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  scrollTo.mockClear();
  vi.stubGlobal("scrollTo", scrollTo);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Shell() {
  useNavigationScroll(useLocation(), useParams(), ["store"]);
  return null;
}

function setup(start: string) {
  const router = createMemoryRouter([{ path: "/:mall/:page?", element: <Shell /> }], { initialEntries: [start] });
  render(<RouterProvider router={router} />);
  return router;
}

it("leaves the page the document loaded on where it is (the visitor may have scrolled the HTML before the app took over), then scrolls each navigation to the top", async () => {
  const router = setup("/hanam");
  expect(scrollTo).not.toHaveBeenCalled();
  await act(() => router.navigate("/hanam/event"));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockClear();
  // Back on the first entry, it is a navigation like any other.
  await act(() => router.navigate(-1));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it("still carries out a scroll value or a hash the loaded address asks for", async () => {
  setup("/hanam/event?scroll=420");
  expect(scrollTo).toHaveBeenCalledWith(0, 420);
  cleanup();
  const target = document.createElement("div");
  target.id = "notice";
  target.scrollIntoView = vi.fn();
  document.body.append(target);
  setup("/hanam/event#notice");
  act(() => void vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
  expect(target.scrollIntoView).toHaveBeenCalled();
  target.remove();
});

it("keeps the page under a query dialog where it was when the dialog opens and closes", async () => {
  const router = setup("/hanam/stores");
  await act(() => router.navigate("/hanam/stores?store=12"));
  await act(() => router.navigate("/hanam/stores"));
  expect(scrollTo).not.toHaveBeenCalled();
  await act(() => router.navigate("/hanam/stores?floor=2"));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
