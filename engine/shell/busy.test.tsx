// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { StrictMode, useEffect, useLayoutEffect } from "react";
import { afterEach, expect, it } from "vitest";
import { Busy } from "./busy.tsx";
import { markBusy, resetLoading } from "./loading-store.ts";

afterEach(() => resetLoading());

const busy = () => document.documentElement.hasAttribute("data-busy");

it("the page is busy while a loading fallback with <Busy /> is shown, and idle once it is gone", () => {
  const shown = render(<Busy />);
  expect(busy()).toBe(true);
  shown.unmount();
  expect(busy()).toBe(false);
  expect(document.documentElement.hasAttribute("data-idle-since")).toBe(true);
});

it("holds one mark under StrictMode's second run of effects, and leaves none behind", () => {
  const shown = render(
    <StrictMode>
      <Busy />
    </StrictMode>,
  );
  expect(busy()).toBe(true);
  shown.unmount();
  expect(busy()).toBe(false);
});

it("stays busy through the commit that replaces it until the content's effects have started its work", () => {
  const seen: string[] = [];
  let release = () => {};
  function Content() {
    useLayoutEffect(() => void seen.push(`layout: ${busy() ? "busy" : "idle"}`), []);
    // A request started in an effect (the kit's queries start theirs there).
    useEffect(() => {
      release = markBusy();
    }, []);
    return null;
  }
  const shown = render(<Busy />);
  shown.rerender(<Content />);
  expect(seen).toEqual(["layout: busy"]);
  expect(busy()).toBe(true);
  release();
  expect(busy()).toBe(false);
});
