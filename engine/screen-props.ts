import type { ComponentType } from "react";
import type { ScreenId } from "../schemas/screen-ids.ts";
import type { ScreenPropsOf } from "../schemas/screens/props.ts";

/** The route a screen is mounted by: its screen id, name and path pattern (relative to the mall). */
export interface ScreenRoute {
  screen: ScreenId;
  name?: string | undefined;
  path: string;
}

/**
 * What the engine passes to every screen it mounts: the route's manifest props (parsed by the
 * screen's schema at build time, defaults applied), the query parsed by the screen's query schema
 * (a malformed value falls back to its default), and the path params.
 */
export interface ScreenProps<Id extends ScreenId = ScreenId, Q = Record<string, never>> {
  props: ScreenPropsOf<Id>;
  query: Q;
  params: Readonly<Record<string, string | undefined>>;
  route: ScreenRoute;
}

/**
 * The shape of a query schema as the engine uses it (a zod object): the engine only calls its
 * methods, so zod's runtime arrives with the screens that declare a query, never with the shell.
 */
export interface QuerySchema<Q = unknown> {
  shape: Readonly<Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>>;
  readonly _zod: { output: Q };
}

/** A lazily loaded screen module: its default export is the screen; `query` is its query schema. */
export interface ScreenModule {
  // Screens declare their own props type; the engine passes the route's parsed values.
  // oxlint-disable-next-line typescript/no-explicit-any
  default: ComponentType<ScreenProps<any, any>>;
  query?: QuerySchema;
}
