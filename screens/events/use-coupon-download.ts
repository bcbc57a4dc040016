import { useCallback, useRef, useState } from "react";
import { COUPON_WINDOW, couponsEndpoints, type Coupon } from "../../schemas/api/coupons.ts";
import { ApiError } from "../../engine/api/errors.ts";
import { useAppDeviceId } from "../../engine/bridge/use-app-device-id.ts";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useServices } from "../../engine/services/services.ts";
import { useLoginPrompt } from "../../engine/session/login-prompt.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { couponWindowOpen } from "./coupon-window.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import type { IdOf } from "../../engine/i18n/words.ts";
import { couponsMessages } from "./coupons.messages.ts";

/** Every read that shows whether the caller holds a coupon: they are asked again after an issue. */
// By id, the event contract's too: naming it would load the whole event contract with every coupon screen.
const HOLDINGS = [couponsEndpoints.myList, couponsEndpoints.confirm, "events.coupon"];

export interface CouponDownload {
  /** Gets the coupon for the caller; repeated taps while it runs do nothing. */
  download: (coupon: Coupon) => Promise<void>;
  /** Whether the coupon's download is running. */
  busy: (cpSeq: number) => boolean;
}

/** Why an issue was refused, as the visitor should read it. */
function refusalMessage(error: unknown): IdOf<typeof couponsMessages> {
  if (!(error instanceof ApiError) || error.info.kind !== "http") return "coupons.error.failed";
  if (error.info.status === 409) return "coupons.error.soldOut";
  // The server names the window in its refusal (server/domains/coupons/issue.ts); other 422s are the coupon's own period.
  if (error.info.status === 422) return error.info.message?.includes(COUPON_WINDOW.from) ? "coupons.error.window" : "coupons.error.period";
  return "coupons.error.failed";
}

/**
 * Downloading a coupon, for the coupon list, the coupon page and the event page: a member gets it
 * (coupons.download, the session is the holder), an app user who is not logged in gets it on the
 * device (coupons.deviceIssue) unless it is for members only, anyone else is asked to log in. Outside
 * the daily window (10:00:01-22:00:00, Seoul) it says so without a call. One request per coupon at a
 * time, and the server answers a repeat with the same coupon, so a double tap issues one.
 */
export function useCouponDownload(): CouponDownload {
  const t = useMessages(couponsMessages);
  const { dialogs, now } = useServices();
  const { status } = useSession();
  const { mall } = useMall();
  const askLogin = useLoginPrompt();
  const deviceId = useAppDeviceId();
  const asMember = useApiMutation(couponsEndpoints.download, { invalidates: HOLDINGS });
  const asDevice = useApiMutation(couponsEndpoints.deviceIssue, { invalidates: HOLDINGS });
  const running = useRef(new Set<number>());
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;

  const download = useCallback(
    async (coupon: Coupon) => {
      const cpSeq = coupon.cpSeq;
      if (running.current.has(cpSeq)) return;
      const say = (id: IdOf<typeof couponsMessages>) => dialogs.alert({ text: t(id) });
      const member = status === "member";
      if (!member && (coupon.mbrOnlyYn === "Y" || !deviceId)) {
        await askLogin();
        return;
      }
      if (!couponWindowOpen(now())) {
        await say("coupons.error.window");
        return;
      }
      running.current.add(cpSeq);
      setBusyIds(new Set(running.current));
      try {
        if (member) await asMember({ params: { mall: mallPath, cpSeq }, input: {} });
        else await asDevice({ params: { mall: mallPath, cpSeq, uuId: deviceId ?? "" } });
        void say("coupons.issued");
      } catch (error) {
        void say(refusalMessage(error));
      } finally {
        running.current.delete(cpSeq);
        setBusyIds(new Set(running.current));
      }
    },
    [asDevice, asMember, askLogin, deviceId, dialogs, t, mallPath, now, status],
  );

  return { download, busy: (cpSeq) => busyIds.has(cpSeq) };
}
