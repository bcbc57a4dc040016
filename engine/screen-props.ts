import type { ComponentType } from "react";
import type { ScreenId } from "../schemas/screen-ids.ts";

/** What the engine passes to every screen it mounts. */
export interface ScreenProps {
  /** Props declared for this route in the manifest. */
  props: Readonly<Record<string, string | number | boolean>>;
  /** The route as declared: its screen id, name and full path pattern (relative to the mall). */
  route: { screen: ScreenId; name?: string | undefined; path: string };
}

/** A lazily loaded screen module: its default export is the screen. */
export interface ScreenModule {
  default: ComponentType<ScreenProps>;
}
