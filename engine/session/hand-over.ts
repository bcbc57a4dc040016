import { memberEndpoints } from "../../schemas/api/member.ts";
import type { ApiClient } from "../api/client.ts";
import type { SessionService } from "./session-service.ts";

/** A brand host hand-over passed on by the server's link (introToken and introCustId in the query). */
export interface HandOver {
  xToken: string;
  custId: string;
}

/**
 * Finishes a brand host hand-over from this site's own page (spec part-2 §3 gate token): the
 * server's link only passed the token on, so a link on another site can never log a visitor in by
 * itself; this same-origin POST consumes the token and starts the session, which the shell then
 * learns as a login. A token that is expired or used leaves the visitor as they were. Loaded only
 * when the query carries a hand-over.
 */
export async function finishHandOver(api: ApiClient, session: SessionService, mall: string, handOver: HandOver): Promise<boolean> {
  try {
    const r = await api.call(memberEndpoints.introHandoverConfirm, { params: { mall }, input: handOver }, { fresh: true });
    await session.loggedIn(r.custId);
    return true;
  } catch {
    return false;
  }
}
