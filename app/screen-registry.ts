import type { EngineScreens, ScreenRegistry } from "../engine/routing/screen-registry.ts";
import { appScreens } from "../screens/app/registrations.ts";
import { devtoolScreens } from "../devtools/flow-lab/registrations.ts";
import { eventScreens } from "../screens/events/registrations.ts";
import { gateScreens } from "../screens/gate/registrations.ts";
import { homeScreens } from "../screens/main/registrations.ts";
import { landingScreens } from "../screens/landing/registrations.ts";
import { memberScreens } from "../screens/member/registrations.ts";
import { programScreens } from "../screens/programs/registrations.ts";
import { serviceScreens } from "../screens/service/registrations.ts";
import { storeScreens } from "../screens/stores/registrations.ts";
import { visitScreens } from "../screens/visit/registrations.ts";
import { notAvailableScreen, systemScreens } from "../screens/system/registrations.ts";
import { notBuiltScreens } from "./not-built.ts";

/** Every area's registrations, merged: a screen id missing from all of them fails to compile here. */
export const screenRegistry = {
  ...gateScreens,
  ...homeScreens,
  ...landingScreens,
  ...memberScreens,
  ...programScreens,
  ...appScreens,
  ...eventScreens,
  ...storeScreens,
  ...serviceScreens,
  ...visitScreens,
  ...systemScreens,
  ...devtoolScreens,
  ...notBuiltScreens,
} as const satisfies ScreenRegistry;

/** Each area's registrations by name, for the test that no id is registered twice. */
export const registrationsByArea = {
  gateScreens,
  homeScreens,
  landingScreens,
  memberScreens,
  programScreens,
  appScreens,
  eventScreens,
  storeScreens,
  serviceScreens,
  visitScreens,
  systemScreens,
  devtoolScreens,
  notBuiltScreens,
} as const;

/** What the engine's route compiler mounts. */
export const engineScreens: EngineScreens = { registry: screenRegistry, notAvailable: notAvailableScreen };
