// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import EntryGateScreen from "./entry-gate.screen.tsx";

// The real bundle comes from a Vite virtual module; the gate only needs brands and malls.
vi.mock("../../engine/manifests/bundle.ts", async () => {
  const { gateBundleFixture: fixture } = await import("./gate.fixture.ts");
  const { mallFixture: mall } = await import("../../tests/fixtures/mall.fixture.ts");
  return {
    bundle: fixture([
      mall("hanam", { gate: { section: "main", index: 0, image: "/images/gate/hanam.svg" } }),
      mall("wirye", { brand: "city", gate: { section: "city", index: 0, image: "/images/gate/wirye.svg" } }),
      mall("suwon", { brand: "suwon" }),
    ]),
  };
});

afterEach(cleanup);

describe("EntryGateScreen", () => {
  it("builds the gate from the manifests", () => {
    renderWithProviders(<EntryGateScreen props={{}} query={{}} params={{}} route={{ screen: "entryGate", path: "/" }} />);
    expect(screen.getByRole("heading", { level: 1, name: "FIELD MALL" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /hanam/ }).getAttribute("href")).toBe("/hanam");
    expect(screen.queryByRole("link", { name: /suwon/ })).toBeNull();
  });
});
