// The HTML's own reading of "hidden for today" (hidden-for-days.ts), before the app: no React here,
// the build's page assembler runs it in Node.
import { scriptJson } from "../../schemas/prerendered-pages.ts";

/** The root element's attribute naming the notices hidden for today (hiddenTodayScript): space-separated names. */
export const HIDDEN_TODAY_ATTR = "data-hidden-today";

/** The root element's attribute marking a member's visit, before the app runs (hiddenTodayScript). */
export const MEMBER_VISIT_ATTR = "data-member-visit";

/**
 * The head script of a page whose HTML shows notices the visitor may have hidden for the day (a
 * home's popup and top ribbon): before the first paint, it names on the root element
 * (HIDDEN_TODAY_ATTR) each notice whose key holds today's Seoul day (YYYYMMDD, as hideForDays
 * stores it; Seoul keeps no summer time), so the page's own CSS keeps it off screen. Without it
 * the HTML would show it until the app ran and took it away: a flash, and for the ribbon a layout
 * shift. `notices`: each notice's name and storage key. A storage that cannot be read hides nothing.
 *
 * It also marks a member's visit (MEMBER_VISIT_ATTR), when a member's id is stored under
 * `memberKey`: the app renders such a page over with the member's own answers instead of
 * hydrating the guest's (app/main.tsx), so what only the guest's answers show (the home's popup)
 * is kept off screen until the app's first commit.
 */
export function hiddenTodayScript(notices: Readonly<Record<string, string>>, memberKey: string): string {
  const root = "document.documentElement";
  return (
    `(function(N,M){try{var d=new Date(Date.now()+324e5),t=String(d.getUTCFullYear()*1e4+(d.getUTCMonth()+1)*100+d.getUTCDate()),h=[],m;` +
    `for(var n in N)if(localStorage.getItem(N[n])===t)h.push(n);` +
    `if(h.length)${root}.setAttribute(${scriptJson(HIDDEN_TODAY_ATTR)},h.join(" "));` +
    // A member's id as the app reads it (engine/api/member-id.ts: the spec's empty values are none).
    `m=localStorage.getItem(M);if(m!==null&&!/^(|null|nil|undefined)$/.test(m))${root}.setAttribute(${scriptJson(MEMBER_VISIT_ATTR)},"")` +
    `}catch(e){}})(${scriptJson(notices)},${scriptJson(memberKey)})`
  );
}

/**
 * Drops a notice's name from those the head gave (HIDDEN_TODAY_ATTR), once the app has read the
 * day itself and keeps the notice off screen on its own: the name spoke of the page the HTML was
 * rendered for, and the app may show another page (another mall's home) under the same root.
 */
export function forgetHiddenToday(name: string): void {
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  const rest = (root.getAttribute(HIDDEN_TODAY_ATTR) ?? "").split(" ").filter((n) => n !== "" && n !== name);
  if (rest.length > 0) root.setAttribute(HIDDEN_TODAY_ATTR, rest.join(" "));
  else root.removeAttribute(HIDDEN_TODAY_ATTR);
}
