import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { applicationMachine, type Applied, type ApplyProblem } from "../../machines/application.machine.ts";
import { inspectOption } from "../../engine/inspection/inspection.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useServices } from "../../engine/services/services.ts";
import { useLoginPrompt } from "../../engine/session/login-prompt.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { applyActors } from "./apply-actors.ts";

/** What a form does when its send ends: applied (confirm and leave), or refused at a field. */
export interface ApplyOutcomes {
  applied: (applied: readonly Applied[]) => void;
  /** A refusal the form shows at a field (too many people); the others are said by the flow. */
  atField?: (problem: ApplyProblem) => void;
}

/** Refusals said as the spec's alert ('알림' / '확인'): the window, the booking, the target. */
const ALERTED: readonly ApplyProblem[] = ["notOpen", "fullyBooked", "ended", "notFound"];

/**
 * One run of the application machine with the mall's calls. When a send ends it tells the form:
 * applied, or a refusal — the window's and the booking's as an alert (`alert` gives its words), a
 * lost session as the login prompt (back here after login), too many people at the field; an
 * invalid or failed send stays in the snapshot for the form to show.
 */
export function useApplyFlow(outcomes: ApplyOutcomes, alert: (problem: ApplyProblem) => string) {
  const { api, dialogs } = useServices();
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const askToLogIn = useLoginPrompt();
  const machine = useMemo(() => applicationMachine.provide({ actors: applyActors({ api, mall: mallPath }) }), [api, mallPath]);
  const inspect = inspectOption();
  const [snapshot, send, actor] = useMachine(machine, inspect ? { inspect } : {});
  // The latest handlers, read when a send ends (the subscription outlives renders).
  const latest = useRef({ outcomes, alert, askToLogIn, dialogs });
  useEffect(() => {
    latest.current = { outcomes, alert, askToLogIn, dialogs };
  });

  useEffect(() => {
    let sending = actor.getSnapshot().matches("sending");
    const sub = actor.subscribe((s) => {
      const was = sending;
      sending = s.matches("sending");
      if (!was || sending) return;
      const { outcomes: out, alert: words, askToLogIn: login, dialogs: d } = latest.current;
      const problem = s.context.problem;
      if (s.matches("applied")) out.applied(s.context.applied ?? []);
      else if (problem === "loginRequired") void login();
      else if (problem !== null && ALERTED.includes(problem)) void d.alert({ text: words(problem) });
      else if (problem === "tooMany") out.atField?.(problem);
    });
    return () => sub.unsubscribe();
  }, [actor]);

  return { snapshot, send };
}

export type ApplyFlow = ReturnType<typeof useApplyFlow>;
