// The screen-level fault matrix: every call of a screen fails one way, and the screen must cope.
import { fireEvent } from "@testing-library/react";
import { answersFetch, FAULTS, faultFetch, type Fault, type FaultAnswers } from "./fault-fetch.ts";
import { describeShown, observe, retryButton, shows, until, untilSteady, type FaultRender, type Rendered, type TextMatch } from "./observe-screen.ts";

/** How long a screen may take to call, to settle and to show what is expected (generous: a passing screen never waits it out). */
const SETTLE_MS = 3_000;
/** How long a screen declared to make no call is watched, once its content shows, for a late call. */
const NO_CALL_WATCH_MS = 200;

/** What a screen must show when its calls fail. */
export type FaultExpectation =
  /** The error state: an alert with a retry button, and the retry calls again. */
  | { shows: "error" }
  /**
   * The screen's empty state, where the spec swallows the failure into it: `text` shows, and
   * `instead` (what the healthy answers show there) does not. Checked against a healthy render too:
   * there `instead` must show and `text` must not, or the text cannot tell a failure.
   */
  | { shows: "empty"; text: TextMatch; instead: TextMatch }
  /**
   * The screen goes on without the answer (the spec keeps it silent): `text` is the stand-in shown
   * only without it (optionally inside `selector`), `instead` what the answer shows in its place.
   * Checked against a healthy render like "empty".
   */
  | { shows: "fallback"; text: TextMatch; selector?: string; instead: TextMatch };

/** A user action on the rendered document that makes the screen call (a search submitted). */
export type FaultAct = (view: HTMLElement) => void | Promise<void>;

export interface FaultReport {
  /** The fault, or "healthy" for the render over the healthy answers. */
  fault: Fault | "healthy";
  calls: string[];
  problems: string[];
}

/**
 * Waits for the screen's first call; with an act, for whatever the screen asked on its own to
 * settle, then performs the act and waits for the calls it makes. False (with the problem) if a call never comes.
 */
async function reachCalls({ el, fetch, idle, problems }: Rendered, act: FaultAct | undefined, settleMs: number): Promise<boolean> {
  if (act === undefined) {
    if (await until(() => fetch.calls.length > 0, settleMs)) return true;
    problems.push(`made no call in ${settleMs} ms (a screen that makes none is declared so: calls "none"); shows ${describeShown(el)}`);
    return false;
  }
  if (!(await untilSteady(idle, settleMs))) {
    problems.push(`its own calls did not settle in ${settleMs} ms, so the act was not performed`);
    return false;
  }
  const before = fetch.calls.length;
  await act(el);
  if (await until(() => fetch.calls.length > before, settleMs)) return true;
  problems.push(`the act made no call in ${settleMs} ms; shows ${describeShown(el)}`);
  return false;
}

function describeText(expectation: Exclude<FaultExpectation, { shows: "error" }>): string {
  const where = expectation.shows === "fallback" && expectation.selector !== undefined ? ` in ${expectation.selector}` : "";
  return `"${String(expectation.text)}"${where}`;
}

/** Renders the screen under one fault and returns what went wrong (no problems: it coped). */
export async function checkFault(
  renderUnder: FaultRender,
  fault: Fault,
  expectation: FaultExpectation,
  { settleMs = SETTLE_MS, act }: { settleMs?: number; act?: FaultAct } = {},
): Promise<FaultReport> {
  const fetch = faultFetch(fault);
  const problems = await observe(renderUnder, fetch, async (r) => {
    if (!(await reachCalls(r, act, settleMs))) return;
    const { el, problems } = r;
    if (expectation.shows === "error") {
      if (!(await until(() => retryButton(el) !== null, settleMs))) {
        problems.push(`expected the error state with a retry button, shows ${describeShown(el)}`);
        return;
      }
      const before = fetch.calls.length;
      const button = retryButton(el);
      if (button) fireEvent.click(button);
      if (!(await until(() => fetch.calls.length > before && retryButton(el) !== null, settleMs)))
        problems.push("retry did not call again and show the error state again");
      return;
    }
    const selector = expectation.shows === "fallback" ? expectation.selector : undefined;
    const met = () => r.settled() && shows(el, expectation.text, selector) && !shows(el, expectation.instead);
    if (!(await untilSteady(met, settleMs)))
      problems.push(
        `expected the ${expectation.shows} state (${describeText(expectation)}, without "${String(expectation.instead)}"), shows ${describeShown(el)}`,
      );
  });
  return { fault, calls: fetch.calls, problems };
}

/**
 * Renders the screen over the healthy answers: each empty or fallback expectation's `instead` must
 * show there and its text must not, so the text can only mean that the calls failed.
 */
export async function checkHealthy(
  renderUnder: FaultRender,
  expectations: readonly Exclude<FaultExpectation, { shows: "error" }>[],
  answers: FaultAnswers,
  { settleMs = SETTLE_MS, act }: { settleMs?: number; act?: FaultAct } = {},
): Promise<FaultReport> {
  const fetch = answersFetch(answers);
  const problems = await observe(renderUnder, fetch, async (r) => {
    if (!(await reachCalls(r, act, settleMs))) return;
    for (const e of expectations) {
      const selector = e.shows === "fallback" ? e.selector : undefined;
      if (await untilSteady(() => r.settled() && shows(r.el, e.instead) && !shows(r.el, e.text, selector), settleMs)) continue;
      r.problems.push(
        shows(r.el, e.text, selector)
          ? `its ${e.shows} text ${describeText(e)} shows with the healthy answers too: it cannot tell a failure`
          : `"${String(e.instead)}" does not show with the healthy answers (is the answer of its call given?); shows ${describeShown(r.el)}`,
      );
    }
  });
  return { fault: "healthy", calls: fetch.calls, problems };
}

export interface FaultMatrixOptions {
  /** The faults to run (default: all). */
  faults?: readonly Fault[];
  /** How long the screen may take to call and to show what is expected (default 3 s). */
  settleMs?: number;
  /** A user action performed once the screen's own calls have settled; the expectation is checked after the calls it makes. */
  act?: FaultAct;
  /** A healthy server's answers by endpoint id: required by an empty or fallback expectation, which is checked against them. */
  answers?: FaultAnswers;
}

function fail(reports: readonly FaultReport[]): void {
  const failed = reports.filter((r) => r.problems.length > 0);
  if (failed.length > 0) throw new Error(failed.map((r) => `${r.fault} (calls: ${r.calls.join(", ") || "none"}): ${r.problems.join("; ")}`).join("\n"));
}

/**
 * Runs every fault (one expectation for all, or one per fault) and throws listing every problem.
 * The screen must call under each (after `act`, if given); an empty or fallback expectation is
 * first checked against the healthy answers.
 */
export async function runFaultMatrix(
  renderUnder: FaultRender,
  expectation: FaultExpectation | Partial<Record<Fault, FaultExpectation>> = { shows: "error" },
  { faults = FAULTS, settleMs = SETTLE_MS, act, answers }: FaultMatrixOptions = {},
): Promise<FaultReport[]> {
  const expectFor = (fault: Fault): FaultExpectation =>
    "shows" in expectation ? (expectation as FaultExpectation) : ((expectation as Partial<Record<Fault, FaultExpectation>>)[fault] ?? { shows: "error" });
  const proved = [...new Set(faults.map(expectFor))].filter((e): e is Exclude<FaultExpectation, { shows: "error" }> => e.shows !== "error");
  const reports: FaultReport[] = [];
  if (proved.length > 0) {
    if (answers === undefined) throw new Error(`the ${proved[0]?.shows} expectation is checked against the healthy answers: give them (answers)`);
    reports.push(await checkHealthy(renderUnder, proved, answers, { settleMs, act }));
  }
  for (const fault of faults) reports.push(await checkFault(renderUnder, fault, expectFor(fault), { settleMs, act }));
  fail(reports);
  return reports;
}

/**
 * For a screen declared to make no API call (a static page): it must show `text` (its own content)
 * and make no call, whatever fetch would answer; throws listing the problems.
 */
export async function runNoCallCheck(renderUnder: FaultRender, text: TextMatch, { settleMs = SETTLE_MS }: { settleMs?: number } = {}): Promise<FaultReport> {
  const fetch = faultFetch("http500");
  const problems = await observe(renderUnder, fetch, async ({ el, problems }) => {
    if (!(await until(() => shows(el, text), settleMs))) problems.push(`does not show its content "${String(text)}"; shows ${describeShown(el)}`);
    await until(() => fetch.calls.length > 0, NO_CALL_WATCH_MS);
    if (fetch.calls.length > 0) problems.push(`is declared to make no call but called ${fetch.calls.join(", ")}`);
  });
  const report: FaultReport = { fault: "http500", calls: fetch.calls, problems };
  fail([report]);
  return report;
}
