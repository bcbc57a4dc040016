import type { DialogResolution } from "./dialog.machine.ts";

/** The dialog machine invokes no actors: its only outside effect is the `resolveRequests` action. */
export const dialogMachineFakes = {};

export const defaultDialogFakeChoice = {};

/** A stand-in for the service: `actions` go to `dialogMachine.provide`, `resolved` lists what closed, in order. */
export function recordResolutions() {
  const resolved: DialogResolution[] = [];
  return {
    resolved,
    actions: {
      resolveRequests: (_: unknown, params: DialogResolution) => {
        resolved.push({ ids: [...params.ids], answer: params.answer });
      },
    },
  };
}
