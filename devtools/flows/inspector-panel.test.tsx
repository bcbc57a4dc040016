// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { gateFakeActors } from "../../machines/gate.fakes.ts";
import { gateInput } from "../../machines/gate.fixtures.ts";
import { gateMachine } from "../../machines/gate.machine.ts";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import { recordInspection, resetInspection } from "../../engine/inspection/inspection-store.ts";
import { InspectorPanel } from "./inspector-panel.tsx";

afterEach(() => {
  cleanup();
  resetInspection();
});

describe("InspectorPanel", () => {
  it("opens from its toggle and shows each actor's state, context and last events", async () => {
    renderWithProviders(<InspectorPanel />, {});
    const toggle = screen.getByRole("button", { name: "액터 0/0" });
    fireEvent.click(toggle);
    expect(screen.getByText("아직 시작된 액터가 없습니다.")).toBeTruthy();
    await act(async () => {
      const actor = createActor(gateMachine.provide({ actors: gateFakeActors({ checkApp: "browser" }) }), {
        input: gateInput(),
        inspect: { next: recordInspection },
      });
      actor.start();
      await toPromise(actor);
    });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("complementary", { name: "액터 인스펙터" });
    const gate = within(panel)
      .getAllByRole("listitem")
      .find((li) => li.querySelector("h3")?.textContent?.startsWith("gate"));
    expect(gate?.textContent).toContain('"stay"');
    expect(gate?.textContent).toContain("xstate.done.actor.checkApp");
    expect(gate?.textContent).toContain('"firstNavigation": true');
    expect(screen.getByRole("button", { name: "액터 0/2" })).toBeTruthy();
  });
});
