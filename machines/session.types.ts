import type { EndpointResponse } from "../schemas/api/endpoint.ts";
import type { memberEndpoints } from "../schemas/api/member.ts";

// The session machine's data (machines/session.machine.ts), shared with the engine that runs it.

/** The decoded member record (mbr001Vo): name, phone parts, card number, home branch, consent. */
export type SessionMember = NonNullable<EndpointResponse<typeof memberEndpoints.main>["mbr001Vo"]>;
/** The current mall's group in the queue service. */
export type ReserveGroup = NonNullable<EndpointResponse<typeof memberEndpoints.reserveGroup>["group"]>;

/** What the member fetch answers (member.main); the engine maps a session that is not ours to loginYN N. */
export interface MemberAnswer {
  loginYN: string;
  testDevice: string;
  mbr001Vo?: SessionMember | null | undefined;
}

/** The session as the shell shows it; every state of the machine carries exactly one of these as a tag. */
export type SessionStatus = "unknown" | "checking" | "visitor" | "member" | "loggingOut";

export interface SessionInput {
  /** The customer id stored on this device (a returning member), or null. */
  storedCustId: string | null;
  /** The page runs in the native app (webview markers and a device id). */
  isApp: boolean;
  /** Path name of the current mall, or null on pages of no mall. */
  mall: string | null;
}

export interface SessionContext {
  custId: string | null;
  isApp: boolean;
  mall: string | null;
  member: SessionMember | null;
  testDevice: boolean;
  reserveGroup: ReserveGroup | null;
  /** The last member fetch failed (network, server): the session stays unknown until asked again. */
  failed: boolean;
}

export type SessionEvent =
  | { type: "session.ensure" }
  | { type: "session.loggedIn"; custId: string }
  | { type: "session.logout" }
  | { type: "session.mallChanged"; mall: string | null };
