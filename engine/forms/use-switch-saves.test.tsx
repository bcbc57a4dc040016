// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SaveNoticeLine } from "../ui/save-notice.tsx";
import { SavedSwitch } from "./saved-switch.tsx";
import { useSwitchSaves } from "./use-switch-saves.ts";

afterEach(cleanup);

type Key = "a" | "b";
type Answer = Partial<Record<Key, "Y" | "N">>;

/** A save the test settles by hand: each call waits on its own promise. */
function manualSave() {
  const calls: { key: Key; on: boolean; resolve: (a: Answer) => void; reject: (e: Error) => void }[] = [];
  const save = (key: Key, on: boolean) => new Promise<Answer>((resolve, reject) => calls.push({ key, on, resolve, reject }));
  return { calls, save };
}

function Switches({ save, stored }: { save: (key: Key, on: boolean) => Promise<Answer>; stored: Record<Key, "Y" | "N"> }) {
  const saves = useSwitchSaves(save, { saved: "saved", failed: "failed" });
  return (
    <>
      <fieldset disabled={saves.pending}>
        {(["a", "b"] as const).map((key) => (
          <SavedSwitch key={key} saves={saves} name={key} label={key} stored={stored[key]} />
        ))}
      </fieldset>
      <SaveNoticeLine notice={saves.notice} />
    </>
  );
}

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("useSwitchSaves", () => {
  it("shows the tapped value while saving, with the group disabled, then the saved answer and a status", async () => {
    const m = manualSave();
    render(<Switches save={m.save} stored={{ a: "N", b: "Y" }} />);
    fireEvent.click(box("a"));
    expect(box("a").checked).toBe(true);
    expect(box("a").getAttribute("aria-busy")).toBe("true");
    expect(box("b").matches(":disabled")).toBe(true);
    expect(m.calls.map((c) => [c.key, c.on])).toEqual([["a", true]]);
    // The answer carries every value the server holds now: b changed elsewhere and shows so.
    await act(async () => m.calls[0]?.resolve({ a: "Y", b: "N" }));
    expect(box("a").checked).toBe(true);
    expect(box("b").checked).toBe(false);
    expect(box("b").matches(":disabled")).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("saved");
  });

  it("a failed save puts the old value back and says so as an alert", async () => {
    const m = manualSave();
    render(<Switches save={m.save} stored={{ a: "Y", b: "Y" }} />);
    fireEvent.click(box("a"));
    expect(box("a").checked).toBe(false);
    await act(async () => m.calls[0]?.reject(new Error("500")));
    expect(box("a").checked).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe("failed");
    expect(box("a").matches(":disabled")).toBe(false);
  });

  it("a later save keeps what earlier saves answered", async () => {
    const m = manualSave();
    render(<Switches save={m.save} stored={{ a: "N", b: "N" }} />);
    fireEvent.click(box("a"));
    await act(async () => m.calls[0]?.resolve({ a: "Y" }));
    fireEvent.click(box("b"));
    await act(async () => m.calls[1]?.resolve({ b: "Y" }));
    expect([box("a").checked, box("b").checked]).toEqual([true, true]);
  });
});
