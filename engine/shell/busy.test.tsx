// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { Busy } from "./busy.tsx";
import { resetLoading } from "./loading-store.ts";

afterEach(() => resetLoading());

it("the page is busy while a loading fallback with <Busy /> is shown, and idle once it is gone", () => {
  const shown = render(<Busy />);
  expect(document.documentElement.hasAttribute("data-busy")).toBe(true);
  shown.unmount();
  expect(document.documentElement.hasAttribute("data-busy")).toBe(false);
});
