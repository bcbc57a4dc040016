/** Route name whose page info is the membership main page's (spec: /hanam/my{product}/main). */
export const MEMBERSHIP_ROUTE = "MyPageMemberShip";

/**
 * Whether a route has page info (spec): a name containing "Detail", or MyPageMemberShip. Kept
 * apart from page-info.ts so the shell can tell without loading the page-info code.
 */
export function routeHasPageInfo(routeName: string | undefined): boolean {
  return routeName === MEMBERSHIP_ROUTE || Boolean(routeName?.includes("Detail"));
}
