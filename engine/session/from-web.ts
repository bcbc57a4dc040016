import type { MallManifest } from "../../schemas/manifest.ts";
import type { SessionService } from "./session-service.ts";
import { couponPathFor, homePathFor, loginWithReturn } from "./mall-paths.ts";

/**
 * The fromWeb=true flag (spec part-2 §2.1): a member goes to the mall's coupon list, a visitor to
 * login and back to the coupons afterwards. Loaded only when the flag is present.
 */
export function followFromWeb(session: SessionService, mall: MallManifest | null, navigate: (to: string) => void): Promise<void> {
  const coupons = couponPathFor(mall) ?? homePathFor(mall);
  return session.ensure().then((s) => {
    if (s.status === "member") navigate(coupons);
    else if (s.status === "visitor") navigate(loginWithReturn(mall, coupons));
  });
}
