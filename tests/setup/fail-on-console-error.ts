// Unexpected console errors fail unit tests (tests that expect one stub console.error themselves).
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`unexpected console.error:\n${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
});
