import type { ScreenId } from "../../schemas/screen-ids.ts";
import type { ScreenModule } from "../screen-props.ts";

/** Marks a screen id whose component is not built yet: the engine mounts the "not available yet" screen. */
export const NOT_BUILT = "notBuilt" as const;

/** Loads a screen module lazily (its own chunk). */
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * Every screen id → its lazy module or NOT_BUILT. A mapped type over the schema's enum, so the
 * composition root's registry (app/screen-registry.ts) fails to compile when an id is missing.
 */
export type ScreenRegistry = { readonly [K in ScreenId]: ScreenLoader | typeof NOT_BUILT };

/** What one screen area registers (screens/<area>/registrations.ts). */
export type ScreenRegistrations = Partial<ScreenRegistry>;

/** The screens the engine mounts itself; the composition root passes them in (the engine imports no screen). */
export interface EngineScreens {
  registry: ScreenRegistry;
  /** Mounted for a NOT_BUILT id: says plainly that the screen is not available yet. */
  notAvailable: ScreenLoader;
}

/** True when the screen id has a built component. */
export function isImplemented(registry: ScreenRegistry, id: ScreenId): boolean {
  return registry[id] !== NOT_BUILT;
}
