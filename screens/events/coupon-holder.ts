import { couponsEndpoints } from "../../schemas/api/coupons.ts";
import { useAppDeviceId } from "../../engine/bridge/use-app-device-id.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useSession } from "../../engine/session/use-session.ts";

/**
 * The id a browser puts in the coupon confirmation path (coupon/mycf/{cpSeq}/{uuid}.do) when there is
 * no app device id: random for this page load, so it names no device and holds nothing. For a
 * member the server answers with the member's copy whatever the id; a visitor in a browser holds no
 * coupon (downloading asks them to log in).
 */
const browserReaderId = `web-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

/** The coupon and the caller's copy of it (coupons.confirm): the member's, else this app device's. */
export function useCouponHolding(mallPath: string, cpSeq: number, enabled = true) {
  const deviceId = useAppDeviceId();
  const { status } = useSession();
  const ready = deviceId !== undefined && status !== "checking";
  return useApiQuery(couponsEndpoints.confirm, { params: { mall: mallPath, cpSeq, uuid: deviceId ?? browserReaderId } }, { enabled: enabled && ready });
}
