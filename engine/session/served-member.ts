/**
 * The root element's attribute on a member route's own HTML, naming the route's path: the build
 * renders that page as its member sees it while the session is checked, and the server answers it
 * only to a request with a live session (docs/decisions/0060).
 */
export const SERVED_MEMBER_ATTR = "data-boot-member";

/** The path of the member page the HTML shows, read once as the member area's code loads (the page's own, at start). */
let servedPage: string | null = typeof document === "undefined" ? null : document.documentElement.getAttribute(SERVED_MEMBER_ATTR);

/** Notes the member page the HTML shows (the build's renderer, as it renders one; tests). */
export function markServedMemberPage(path: string | null): void {
  servedPage = path;
}

/**
 * Whether the member page at `path` is the one the HTML shows: RequireMember then shows the page
 * during the session check, as the HTML did, instead of a skeleton before the same page again.
 */
export function isServedMemberPage(path: string): boolean {
  return servedPage === path;
}

/** Whether the HTML was a member page (its request carried a live session): the visit is a member's. */
export function servedAMemberPage(): boolean {
  return servedPage !== null;
}
