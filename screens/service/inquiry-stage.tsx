import { useSession } from "../../engine/session/use-session.ts";
import { FoundInquiries, InquiryLookup, MemberInquiries } from "./inquiry-mine.tsx";
import type { OpenThread } from "./inquiry-parts.tsx";
import { InquiryThreadView, type BackToList } from "./inquiry-thread.tsx";
import { InquiryWrite } from "./inquiry-write.tsx";
import type { InquiryFlow } from "./use-inquiry-flow.ts";

/**
 * Who asks: a member (true), a visitor (false), or not known yet (null: a stored member is being
 * checked). The flows start once it is known, so their calls are the caller's own.
 */
export function useInquiryCaller(): boolean | null {
  const { status } = useSession();
  if (status === "member") return true;
  if (status === "checking" || status === "loggingOut") return null;
  return false;
}

/** What the flow shows now: the form, the member's list, the visitor's lookup or what it found, or a thread. */
export function InquiryStage({ flow, member, onOpen, back }: { flow: InquiryFlow; member: boolean; onOpen: OpenThread; back: BackToList }) {
  const s = flow.snapshot;
  if (s.matches("write")) return <InquiryWrite flow={flow} member={member} onOpen={onOpen} />;
  if (s.matches({ mine: "list" })) return <MemberInquiries mallPath={flow.mallPath} onOpen={onOpen} />;
  if (s.matches({ mine: "found" })) return <FoundInquiries flow={flow} onOpen={onOpen} />;
  if (s.matches("mine")) return <InquiryLookup flow={flow} />;
  return <InquiryThreadView flow={flow} back={back} />;
}
