import { expect, it, vi } from "vitest";
import { startSessionRecording, type SessionRecorder } from "./session-recording.ts";

function fakeDocument() {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: "visible" as DocumentVisibilityState,
    addEventListener: (_: string, l: () => void) => void listeners.add(l),
    removeEventListener: (_: string, l: () => void) => void listeners.delete(l),
  };
  const turn = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    for (const l of listeners) l();
  };
  return { doc: doc as unknown as Document, turn, listeners };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

it("without a recorder named, nothing is loaded and no listener is added", () => {
  const { doc, listeners } = fakeDocument();
  const load = vi.fn();
  const later = vi.fn();
  startSessionRecording(undefined, { vendor: load }, { document: doc, later });
  startSessionRecording("", { vendor: load }, { document: doc, later });
  startSessionRecording("other", { vendor: load }, { document: doc, later });
  expect(later).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
  expect(listeners.size).toBe(0);
});

it("with one named, it loads after the page is up; consent follows visibility: hidden off, visible on", async () => {
  const { doc, turn } = fakeDocument();
  const consent: boolean[] = [];
  const recorder: SessionRecorder = { setConsent: (on) => void consent.push(on) };
  let run: () => void = () => {};
  const load = vi.fn(async () => recorder);
  const stop = startSessionRecording("vendor", { vendor: load }, { document: doc, later: (r) => (run = r) });
  expect(load).not.toHaveBeenCalled();
  run();
  await settle();
  expect(consent).toEqual([true]);
  turn("hidden");
  turn("visible");
  expect(consent).toEqual([true, false, true]);
  stop();
  turn("hidden");
  turn("visible");
  expect(consent).toEqual([true, false, true, false]);
});

it("a recorder that fails to load changes nothing", async () => {
  const { doc, listeners } = fakeDocument();
  let run: () => void = () => {};
  startSessionRecording("vendor", { vendor: () => Promise.reject(new Error("offline")) }, { document: doc, later: (r) => (run = r) });
  run();
  await settle();
  expect(listeners.size).toBe(0);
});
