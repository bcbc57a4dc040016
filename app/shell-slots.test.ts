// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { SHELL_QUERY_PARAMS } from "../engine/manifests/vite-plugin.ts";
import { shellSlots } from "./shell-slots.tsx";

describe("shell slots", () => {
  it("every query dialog's parameter ships with the routes that declare it (the manifests plugin keeps only those)", () => {
    for (const key of Object.keys(shellSlots.QueryDialogs ?? {})) expect(SHELL_QUERY_PARAMS.has(key), key).toBe(true);
  });
});
