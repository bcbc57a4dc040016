import type { RouteDef } from "../../http/context.ts";
import { form, sendExample, type TestServer } from "../../testing.ts";
import { SEED_MEMBERS } from "./demo-members.ts";

/** The demo members for the README: log in with userId/password; consent is third_party_info_agre_yn. */
export const DEMO_MEMBERS = SEED_MEMBERS.slice(0, 2).map((m) => ({ userId: m.userId, password: m.password, custId: m.custId, consent: m.consent }));

/** Logs a test server's client in as demo member 1 (consented) or 2 (not consented) through the real login endpoint. */
export async function loginAsDemo(server: TestServer, which: 1 | 2 = 1): Promise<string> {
  const m = DEMO_MEMBERS[which - 1]!;
  const res = await server.request("/api/hanam/spoint/login", form({ userId: m.userId, userPw: m.password, aloginYn: "N" }));
  if (res.status !== 200) throw new Error(`demo login failed with ${res.status}: ${await res.text()}`);
  return m.custId;
}

/** Sends a route's example on a fresh cookie jar as the user it names: a guest, or demo member 1 (logged in first). */
export async function sendExampleAs(server: TestServer, def: RouteDef): Promise<Response> {
  server.resetCookies();
  if (def.example({ db: server.deps.db, memberCustId: "M0000001" }).as === "member") await loginAsDemo(server);
  return sendExample(server, def);
}
