import type { ScreenRegistrations } from "../engine/routing/screen-registry.ts";

/**
 * Screen ids registered but not built yet (`id: NOT_BUILT`, from engine/routing/screen-registry.ts):
 * their routes mount the "not available yet" screen. Building a screen moves its id from here into
 * its area's registrations. Every screen is built now; the type keeps NOT_BUILT a possible value.
 */
export const notBuiltScreens: ScreenRegistrations = {};
