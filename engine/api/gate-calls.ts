import type { IntroToken, LoginStatus } from "../../machines/gate.machine.ts";
import { memberEndpoints } from "../../schemas/api/member.ts";
import type { ApiClient } from "./client.ts";

/**
 * The entry gate's login-status call (member.status), as the gate machine reads it. The session
 * cookie decides; the app's login token only decided that the call is made.
 */
export async function fetchLoginStatus(mall: string, client: ApiClient): Promise<LoginStatus> {
  const r = await client.call(memberEndpoints.status, { params: { mall } });
  return { loginYN: r.loginYN, bcnCd: r.mbr001Vo?.bcn_cd ?? null };
}

/** The entry gate's token request (member.introToken), made with the branch path. */
export async function requestIntroToken(branch: string, client: ApiClient): Promise<IntroToken> {
  const r = await client.call(memberEndpoints.introToken, { params: { mall: branch } });
  return { custId: r.custId, xToken: r.xToken };
}
