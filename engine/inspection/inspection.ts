import type { InspectionEvent, Observer } from "xstate";
import { inspectRequested } from "./inspect-flag.ts";
import { recordInspection } from "./inspection-store.ts";

/**
 * The `inspect` option for `createActor`: with `?inspect=1` in a development build, every
 * inspection event goes to the in-app actor panel (and to Stately's inspector once opened from
 * it). Undefined otherwise, so production actors report nothing.
 */
export function inspectOption(): Observer<InspectionEvent> | undefined {
  if (!import.meta.env.DEV || !inspectRequested()) return undefined;
  return { next: recordInspection };
}
