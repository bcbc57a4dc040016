import { lazy, Suspense, useSyncExternalStore } from "react";
import { useServices } from "../services/services.ts";

// The host, with the dialog markup, loads with the first dialog.
const DialogHost = lazy(() => import("./dialog-host.tsx").then((m) => ({ default: m.DialogHost })));

/** Where the shell's dialogs appear: nothing, and no chunk, until a dialog is asked for. */
export function DialogSlot() {
  const { dialogs } = useServices();
  const { current } = useSyncExternalStore(dialogs.subscribe, dialogs.getSnapshot, dialogs.getSnapshot);
  return current ? (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  ) : null;
}
