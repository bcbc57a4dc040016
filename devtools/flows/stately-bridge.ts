import { forwardInspection } from "../../engine/inspection/inspection-store.ts";

/**
 * Opens Stately's hosted inspector (a new window; it needs the internet) and sends it every actor
 * event seen so far and from now on. Development builds only: the package is loaded on demand.
 */
export async function openStatelyInspector(): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { createBrowserInspector } = await import("@statelyai/inspect");
  const inspector = createBrowserInspector({ autoStart: true });
  forwardInspection((e) => inspector.inspect.next?.(e));
}
