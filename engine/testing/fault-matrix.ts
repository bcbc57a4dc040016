// The screen-level fault matrix: every call of a screen fails one way, and the screen must cope.
import { fireEvent, waitFor, within } from "@testing-library/react";
import { vi } from "vitest";
import type { ClientKind } from "../../schemas/api/endpoint.ts";
import { endpointOf } from "./endpoint-of.ts";
import type { RenderScreenResult } from "./render-screen.tsx";

/** The ways every call fails: no answer, a 500, a body that is not JSON, a 200 that breaks the schema. */
export const FAULTS = ["timeout", "http500", "malformedJson", "schemaInvalid"] as const;
export type Fault = (typeof FAULTS)[number];

/** The client timeout under the matrix: the timeout fault takes this long. */
export const FAULT_TIMEOUT_MS = 40;
const FAULT_TIMEOUTS: Record<ClientKind, number> = { main: FAULT_TIMEOUT_MS, long: FAULT_TIMEOUT_MS, short: FAULT_TIMEOUT_MS, stampCoupon: FAULT_TIMEOUT_MS };
/** How long a screen may take to make its first call before it counts as making none. */
const FIRST_CALL_MS = 150;
const SETTLE_MS = 2_000;

export interface FaultFetch {
  fetch: typeof fetch;
  /** Endpoint ids of the requests, in order (a retried GET appears twice; "?" + path outside the catalogue). */
  calls: string[];
}

const jsonHeaders = { "content-type": "application/json" };

/** A fetch that answers every request with the fault, recording which endpoints were called. */
export function faultFetch(fault: Fault): FaultFetch {
  const calls: string[] = [];
  const fn: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    calls.push(endpointOf(method, url)?.id ?? `? ${method} ${url}`);
    switch (fault) {
      case "timeout":
        return new Promise<Response>((_, reject) => {
          const signal = init?.signal;
          signal?.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
        });
      case "http500":
        return Promise.resolve(new Response(JSON.stringify({ message: "Internal Server Error" }), { status: 500, headers: jsonHeaders }));
      case "malformedJson":
        return Promise.resolve(new Response('{"message":"success", "list": [', { status: 200, headers: jsonHeaders }));
      case "schemaInvalid":
        return Promise.resolve(new Response(JSON.stringify({ message: "success", unexpected: [1, 2, 3] }), { status: 200, headers: jsonHeaders }));
    }
  };
  return { fetch: fn, calls };
}

/** What a screen must show when its calls fail. */
export type FaultExpectation =
  /** The error state: an alert with a retry button, and the retry calls again. */
  | { shows: "error" }
  /** The screen's empty state, where the spec swallows the failure into it (its text). */
  | { shows: "empty"; text: string | RegExp }
  /** The screen goes on without the answer (it only decorates the page), recognised by this text. */
  | { shows: "fallback"; text: string | RegExp };

export interface FaultReport {
  fault: Fault;
  calls: string[];
  problems: string[];
}

/** How a matrix renders its screen: pass both to renderScreen. */
export type FaultRender = (setup: { fetch: typeof fetch; timeouts: Partial<Record<ClientKind, number>> }) => RenderScreenResult;

function consoleErrors(): number {
  return vi.isMockFunction(console.error) ? vi.mocked(console.error).mock.calls.length : 0;
}

function describeShown(el: HTMLElement): string {
  const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
  return text === "" ? "nothing" : `"${text.slice(0, 200)}"`;
}

// Plain DOM queries: role queries compute styles in jsdom, too slow to poll every 10 ms.
function retryButton(el: HTMLElement): HTMLElement | null {
  for (const alert of el.querySelectorAll<HTMLElement>('[role="alert"], [role="alertdialog"]')) {
    const button = alert.querySelector<HTMLElement>('button, [role="button"]');
    if (button) return button;
  }
  return null;
}

function rendersSomething(el: HTMLElement): boolean {
  return (el.textContent ?? "").trim() !== "" || el.querySelector("img, svg, canvas, [role]") !== null;
}

function expectationMet(el: HTMLElement, expectation: FaultExpectation): boolean {
  if (expectation.shows === "error") return retryButton(el) !== null;
  return within(el).queryAllByText(expectation.text).length > 0;
}

async function until(check: () => boolean, timeout: number): Promise<boolean> {
  try {
    await waitFor(
      () => {
        if (!check()) throw new Error("not yet");
      },
      { timeout, interval: 10 },
    );
    return true;
  } catch {
    return false;
  }
}

/** Renders the screen under one fault and returns what went wrong (no problems: it coped). */
export async function checkFault(renderUnder: FaultRender, fault: Fault, expectation: FaultExpectation, settleMs = SETTLE_MS): Promise<FaultReport> {
  const problems: string[] = [];
  const uncaught: unknown[] = [];
  const onError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);
  const onRejection = (reason: unknown) => uncaught.push(reason);
  window.addEventListener("error", onError);
  process.on("unhandledRejection", onRejection);
  const errorsBefore = consoleErrors();
  const { fetch, calls } = faultFetch(fault);
  const result = renderUnder({ fetch, timeouts: FAULT_TIMEOUTS });
  // The whole document, not just the screen's container: a dialog the screen opens renders into a portal.
  const el = result.baseElement;
  try {
    const calling = await until(() => calls.length > 0, FIRST_CALL_MS);
    if (!calling) {
      if (!(await until(() => rendersSomething(el), settleMs))) problems.push("renders nothing");
    } else if (!(await until(() => expectationMet(el, expectation), settleMs))) {
      const wanted = expectation.shows === "error" ? "the error state with a retry button" : `the ${expectation.shows} state (${String(expectation.text)})`;
      problems.push(`expected ${wanted}, shows ${describeShown(el)}`);
    } else if (expectation.shows === "error") {
      const before = calls.length;
      const button = retryButton(el);
      if (button) fireEvent.click(button);
      if (!(await until(() => calls.length > before && retryButton(el) !== null, settleMs)))
        problems.push("retry did not call again and show the error state again");
    }
  } finally {
    result.unmount();
    window.removeEventListener("error", onError);
    process.off("unhandledRejection", onRejection);
  }
  for (const crash of result.crashes) problems.push(`crashed: ${crash instanceof Error ? crash.message : String(crash)}`);
  for (const e of uncaught) problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`);
  const logged = consoleErrors() - errorsBefore;
  if (logged > 0) problems.push(`${logged} console.error call(s)`);
  return { fault, calls, problems };
}

export interface FaultMatrixOptions {
  /** The faults to run (default: all). */
  faults?: readonly Fault[];
  /** How long the screen may take to show what is expected (default 2 s). */
  settleMs?: number;
}

/**
 * Runs every fault (one expectation for all, or one per fault) and throws listing every problem.
 * A screen that makes no call under the first fault makes none under the others: it runs once.
 */
export async function runFaultMatrix(
  renderUnder: FaultRender,
  expectation: FaultExpectation | Partial<Record<Fault, FaultExpectation>> = { shows: "error" },
  { faults = FAULTS, settleMs = SETTLE_MS }: FaultMatrixOptions = {},
): Promise<FaultReport[]> {
  const expectFor = (fault: Fault): FaultExpectation =>
    "shows" in expectation ? (expectation as FaultExpectation) : ((expectation as Partial<Record<Fault, FaultExpectation>>)[fault] ?? { shows: "error" });
  const reports: FaultReport[] = [];
  for (const fault of faults) {
    const report = await checkFault(renderUnder, fault, expectFor(fault), settleMs);
    reports.push(report);
    if (report.calls.length === 0) break;
  }
  const failed = reports.filter((r) => r.problems.length > 0);
  if (failed.length > 0) throw new Error(failed.map((r) => `${r.fault} (calls: ${r.calls.join(", ") || "none"}): ${r.problems.join("; ")}`).join("\n"));
  return reports;
}
