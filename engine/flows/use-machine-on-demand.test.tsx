// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred } from "../testing/deferred.ts";
import { assign, setup } from "xstate";
import { useMachineOnDemand } from "./use-machine-on-demand.ts";

afterEach(cleanup);

const counter = setup({
  types: { context: {} as { count: number; step: number }, events: {} as { type: "inc" } | { type: "finish" }, input: {} as { step: number } },
}).createMachine({
  context: ({ input }) => ({ count: 0, step: input.step }),
  initial: "counting",
  states: {
    counting: { on: { inc: { actions: assign({ count: ({ context }) => context.count + context.step }) }, finish: "done" } },
    done: { type: "final" },
  },
});

function Probe({ load }: { load: () => Promise<typeof counter> }) {
  const flow = useMachineOnDemand(load, { step: 2 });
  return (
    <div>
      <output>{flow.snapshot ? `${String(flow.snapshot.value)} ${flow.snapshot.context.count}` : flow.loadFailed ? "failed" : "not loaded"}</output>
      <button type="button" onClick={() => flow.send({ type: "inc" })}>
        inc
      </button>
      <button type="button" onClick={flow.warm}>
        warm
      </button>
    </div>
  );
}

// Lets the loads (the machine and the actor module, a dynamic import) finish.
const flush = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

describe("useMachineOnDemand", () => {
  it("loads nothing until asked, then delivers the events sent meanwhile in order", async () => {
    const gate = deferred<typeof counter>();
    const load = vi.fn(() => gate.promise);
    render(<Probe load={load} />, { wrapper: StrictMode });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("not loaded");
    act(() => screen.getByRole("button", { name: "inc" }).click());
    act(() => screen.getByRole("button", { name: "inc" }).click());
    expect(load).toHaveBeenCalledTimes(1);
    gate.resolve(counter);
    await flush();
    expect(screen.getByRole("status").textContent).toBe("counting 4");
    act(() => screen.getByRole("button", { name: "inc" }).click());
    expect(screen.getByRole("status").textContent).toBe("counting 6");
  });

  it("warms without sending, and loads once however often it is warmed", async () => {
    const load = vi.fn(async () => counter);
    render(<Probe load={load} />);
    act(() => screen.getByRole("button", { name: "warm" }).click());
    act(() => screen.getByRole("button", { name: "warm" }).click());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe("counting 0");
  });

  it("reports a failed load, drops the waiting events and tries again on the next send", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValueOnce(counter);
    render(<Probe load={load} />);
    act(() => screen.getByRole("button", { name: "inc" }).click());
    await flush();
    expect(screen.getByRole("status").textContent).toBe("failed");
    act(() => screen.getByRole("button", { name: "inc" }).click());
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("status").textContent).toBe("counting 2");
  });

  it("stops the machine when the screen goes, and never starts one that loads after it left", async () => {
    let started = 0;
    const watched = setup({ types: { input: {} as { step: number }, events: {} as { type: "inc" } | { type: "finish" } } }).createMachine({
      entry: () => void (started += 1),
    }) as unknown as typeof counter;
    const gate = deferred<typeof counter>();
    const { unmount } = render(<Probe load={() => gate.promise} />);
    act(() => screen.getByRole("button", { name: "inc" }).click());
    unmount();
    gate.resolve(watched);
    await flush();
    expect(started).toBe(0);
    // A new mount starts afresh.
    render(<Probe load={async () => counter} />);
    act(() => screen.getByRole("button", { name: "inc" }).click());
    await flush();
    expect(screen.getByRole("status").textContent).toBe("counting 2");
  });
});
