import type { MallManifest } from "../../schemas/manifest.ts";
import { mallByPath } from "../manifests/bundle.ts";
import { loginPathFor } from "../routing/login-path.ts";
import { mallRoutePath as absolute, routesOf } from "../routing/mall-routes.ts";

/** Where the session sends the user, by the current mall's path name (null on pages of no mall). */
export interface SessionPaths {
  /** The page a logout lands on. */
  home(mall: string | null): string;
  /** The mall's login route. */
  login(mall: string | null): string;
}

/**
 * The mall's own page: /{mall}, or where its route set sends the base path (/centerfield/home,
 * /suwon/main), so the page lands without a second redirect. "/" (the gate) for no mall.
 */
export function homePathFor(mall: MallManifest | null | undefined): string {
  if (!mall) return "/";
  const base = routesOf(mall).find((r) => r.fullPath === "");
  const to = base?.node.redirect;
  // Only a plain relative target is followed: absolute and @visitedMall targets are the router's business.
  if (to && /^[A-Za-z0-9_{}][A-Za-z0-9_./{}-]*$/.test(to)) return absolute(mall, to);
  return `/${mall.path}`;
}

/**
 * The mall's coupon list (/{mall}/event/coupon; /centerfield/couponeList): the couponList route the
 * coupon detail opens from (its child), else the first one. Null when the mall has no coupons.
 */
export function couponPathFor(mall: MallManifest | null | undefined): string | null {
  if (!mall) return null;
  const routes = routesOf(mall);
  const lists = routes.filter(
    (r) => r.node.screen === "couponList" && !r.node.props?.test && r.node.props?.view !== "my" && (!r.node.feature || mall.features.includes(r.node.feature)),
  );
  const opensDetail = lists.find((l) => routes.some((r) => r.parentPath === l.fullPath && r.node.screen === "couponDetail"));
  const chosen = opensDetail ?? lists[0];
  return chosen ? absolute(mall, chosen.fullPath) : null;
}

/** The mall's login route with a path to come back to after logging in. */
export function loginWithReturn(mall: MallManifest | null | undefined, returnTo: string): string {
  return `${loginPathFor(mall ?? null)}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The session's paths from the manifests (the composition root's default). */
export const manifestSessionPaths: SessionPaths = {
  home: (mall) => homePathFor(mallByPath(mall)),
  login: (mall) => loginPathFor(mallByPath(mall) ?? null),
};
