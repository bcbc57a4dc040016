import type { ScreenId } from "../../schemas/screen-ids.ts";

/**
 * The member area's screens by their modules (as registrations.ts imports them), which the HTML of
 * their routes preloads for a visitor whose request carries a session (docs/decisions/0055): the
 * screen's code then arrives with the app's main chunk instead of after the session is checked.
 */
export const MEMBER_SCREEN_MODULES = {
  myInfo: "screens/member/my-info.screen.tsx",
  myPage: "screens/member/my-page.screen.tsx",
  receipts: "screens/member/receipts.screen.tsx",
  favorites: "screens/member/favorites.screen.tsx",
  mySecurity: "screens/member/security.screen.tsx",
  manageMyInfo: "screens/member/manage-my-info.screen.tsx",
  withdrawal: "screens/member/withdrawal.screen.tsx",
} as const satisfies Partial<Record<ScreenId, string>>;
