// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import tones from "../../engine/format/special-days.module.css";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import { ProgramDay } from "./program-parts.tsx";

afterEach(cleanup);

it("a program's day shows as the short date, in its tone on the special days only", () => {
  renderWithProviders(
    <p>
      <ProgramDay date="2026-12-17" />
      <ProgramDay date="2026-12-19" />
      <ProgramDay date="2026-12-18" />
    </p>,
  );
  const [a, b, plain] = screen.getAllByRole("time");
  expect(a!.getAttribute("datetime")).toBe("2026-12-17");
  expect(a!.textContent).toBe("12.17(목)");
  expect(a!.className).toBe(tones.a);
  expect(b!.className).toBe(tones.b);
  expect(tones.a).not.toBe(tones.b);
  expect(plain!.className).toBe("");
});
