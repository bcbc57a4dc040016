import type { ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import type { ScreenParams } from "../../schemas/screens/params.ts";
import type { ScreenPropsOf } from "../../schemas/screens/props.ts";
import { useScreenHref, type HrefQuery } from "./screen-href.ts";

export type ScreenLinkProps<S extends ScreenId> = Omit<LinkProps, "to"> & {
  screen: S;
  params?: ScreenParams<S>;
  where?: Partial<ScreenPropsOf<S>>;
  query?: HrefQuery;
  children?: ReactNode;
};

/** A link to another screen by id; renders nothing where the current mall does not mount it. */
export function ScreenLink<S extends ScreenId>({ screen, params, where, query, ...rest }: ScreenLinkProps<S>) {
  const to = useScreenHref(where ? { screen, where } : screen, params, query);
  return to === null ? null : <Link to={to} {...rest} />;
}
