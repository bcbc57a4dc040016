import { useMachine } from "@xstate/react";
import { useMemo } from "react";
import { inquiryMachine, type InquiryInput } from "../../machines/inquiry.machine.ts";
import { inspectOption } from "../../engine/inspection/inspection.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useServices } from "../../engine/services/services.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { inquiryActors } from "./inquiry-actors.ts";
import { inquiryCredentials } from "./inquiry-credentials.ts";

/** Where a flow starts and for whom (the session is settled before a flow starts). */
export interface InquiryFlowStart {
  member: boolean;
  view: InquiryInput["view"];
  qnaSeq?: number | null;
}

/**
 * One run of the inquiry machine with the mall's calls: its snapshot, send, and where the write
 * form hands over a visitor's new password as it submits (never into the machine).
 */
export function useInquiryFlow({ member, view, qnaSeq = null }: InquiryFlowStart) {
  const { api, cache } = useServices();
  const { mall, locale } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const { machine, handOverPassword } = useMemo(() => {
    const calls = inquiryActors({ api, cache, mall: mallPath, lan: locale, member });
    return {
      machine: inquiryMachine.provide({ actors: calls.actors, actions: { forgetCredentials: () => inquiryCredentials.forget(mallPath) } }),
      handOverPassword: calls.handOverPassword,
    };
  }, [api, cache, mallPath, locale, member]);
  const inspect = inspectOption();
  const [snapshot, send] = useMachine(machine, {
    input: { member, hasCredentials: inquiryCredentials.has(mallPath), view, qnaSeq },
    ...(inspect ? { inspect } : {}),
  });
  return { snapshot, send, handOverPassword, mallPath };
}

export type InquiryFlow = ReturnType<typeof useInquiryFlow>;
