import { createActor, type InspectionEvent, type Observer } from "xstate";
import { dialogMachine, type DialogResolution } from "../../machines/dialog.machine.ts";

/**
 * Starts the dialog machine with the service's resolver. Loaded with import() on the first dialog
 * request, so xstate and the machine stay off a page that never shows a dialog.
 */
export function startDialogActor(resolve: (resolution: DialogResolution) => void, inspect?: Observer<InspectionEvent>) {
  const machine = dialogMachine.provide({ actions: { resolveRequests: (_, params) => resolve(params) } });
  return createActor(machine, inspect ? { inspect } : {}).start();
}

export type DialogActor = ReturnType<typeof startDialogActor>;
