import { screenIds } from "../../schemas/screen-ids.ts";
import type { ScreenModule } from "../screen-props.ts";
import { NOT_BUILT, type EngineScreens, type ScreenRegistry } from "./screen-registry.ts";

const none = () => Promise.resolve({ default: () => null } as ScreenModule);

/** A registry for engine tests: every id registered, none built (the engine knows no real screen). */
export const testEngineScreens: EngineScreens = {
  registry: Object.fromEntries(screenIds.map((id) => [id, NOT_BUILT])) as unknown as ScreenRegistry,
  notAvailable: none,
};
