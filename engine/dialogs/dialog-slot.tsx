import { useSyncExternalStore } from "react";
import { lazyModule, useLazyModule } from "../routing/lazy-module.ts";
import { useServices } from "../services/services.ts";

// The host, with the dialog markup, loads with the first dialog, which shows as soon as it is in
// (no Suspense reveal delay: engine/routing/lazy-module.ts).
const dialogHost = lazyModule(() => import("./dialog-host.tsx"));

/** Where the shell's dialogs appear: nothing, and no chunk, until a dialog is asked for. */
export function DialogSlot() {
  const { dialogs } = useServices();
  const { current } = useSyncExternalStore(dialogs.subscribe, dialogs.getSnapshot, dialogs.getSnapshot);
  const { module, failed } = useLazyModule(dialogHost, current !== null);
  // As a failed page module does: the page's error boundary shows the failure.
  if (current && failed) throw new Error("The dialog could not load.");
  return current && module ? <module.DialogHost /> : null;
}
