// Watching a screen the fault matrix renders: the fetch it calls through, the API client's loading
// counter, crashes, uncaught errors and console errors, and waits on what the document shows.
import { waitFor, within } from "@testing-library/react";
import { vi } from "vitest";
import type { ClientKind } from "../../schemas/api/endpoint.ts";
import type { LoadingCounter } from "../api/client.ts";
import { countingLoading, type RecordingFetch } from "./fault-fetch.ts";
import type { RenderScreenResult } from "./render-screen.tsx";

/** The client timeout under the matrix: the timeout fault takes this long. */
export const FAULT_TIMEOUT_MS = 40;
const FAULT_TIMEOUTS: Record<ClientKind, number> = { main: FAULT_TIMEOUT_MS, long: FAULT_TIMEOUT_MS, short: FAULT_TIMEOUT_MS, stampCoupon: FAULT_TIMEOUT_MS };
/** How long what is expected must hold once the calls have settled: React has committed what their failure changed. */
const HOLD_MS = 50;

export type TextMatch = string | RegExp;

/** How a matrix renders its screen: pass all three to renderScreen. */
export type FaultRender = (setup: { fetch: typeof fetch; timeouts: Partial<Record<ClientKind, number>>; loading: LoadingCounter }) => RenderScreenResult;

function consoleErrors(): number {
  return vi.isMockFunction(console.error) ? vi.mocked(console.error).mock.calls.length : 0;
}

/** The document's text, shortened, for a problem's message. */
export function describeShown(el: HTMLElement): string {
  const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
  return text === "" ? "nothing" : `"${text.slice(0, 200)}"`;
}

/** The button of an alert (the error state's retry). Plain DOM queries: role queries compute styles in jsdom, too slow to poll every 10 ms. */
export function retryButton(el: HTMLElement): HTMLElement | null {
  for (const alert of el.querySelectorAll<HTMLElement>('[role="alert"], [role="alertdialog"]')) {
    const button = alert.querySelector<HTMLElement>('button, [role="button"]');
    if (button) return button;
  }
  return null;
}

/** Whether an element (inside `selector`, if given) has the text. */
export function shows(el: HTMLElement, text: TextMatch, selector?: string): boolean {
  return within(el).queryAllByText(text, selector === undefined ? {} : { selector }).length > 0;
}

/** Waits until check holds (polling every 10 ms): false if it does not within timeout. */
export async function until(check: () => boolean, timeout: number): Promise<boolean> {
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

/** Waits until check holds and still holds HOLD_MS later. */
export function untilSteady(check: () => boolean, timeout: number): Promise<boolean> {
  let since: number | null = null;
  return until(() => {
    if (!check()) {
      since = null;
      return false;
    }
    since ??= performance.now();
    return performance.now() - since >= HOLD_MS;
  }, timeout);
}

export interface Rendered {
  /** The whole document, not just the screen's container: a dialog the screen opens renders into a portal. */
  el: HTMLElement;
  fetch: RecordingFetch;
  /** No call is waiting for its answer (retries included). */
  idle: () => boolean;
  /** The screen called, and every call has been answered or failed. */
  settled: () => boolean;
  problems: string[];
}

/** Renders the screen over a fetch, runs inspect on it, unmounts, and adds crashes, uncaught errors and console errors to its problems. */
export async function observe(renderUnder: FaultRender, fetch: RecordingFetch, inspect: (r: Rendered) => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const uncaught: unknown[] = [];
  const onError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);
  const onRejection = (reason: unknown) => uncaught.push(reason);
  window.addEventListener("error", onError);
  process.on("unhandledRejection", onRejection);
  const errorsBefore = consoleErrors();
  const loading = countingLoading();
  const result = renderUnder({ fetch: fetch.fetch, timeouts: FAULT_TIMEOUTS, loading });
  const idle = () => fetch.inFlight() === 0 && loading.active() === 0;
  const settled = () => fetch.calls.length > 0 && idle();
  try {
    await inspect({ el: result.baseElement, fetch, idle, settled, problems });
  } finally {
    result.unmount();
    window.removeEventListener("error", onError);
    process.off("unhandledRejection", onRejection);
  }
  for (const crash of result.crashes) problems.push(`crashed: ${crash instanceof Error ? crash.message : String(crash)}`);
  for (const e of uncaught) problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`);
  const logged = consoleErrors() - errorsBefore;
  if (logged > 0) problems.push(`${logged} console.error call(s)`);
  return problems;
}
