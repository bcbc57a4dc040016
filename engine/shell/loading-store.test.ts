// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markBusy, requestFinished, requestStarted, resetLoading } from "./loading-store.ts";

const root = () => document.documentElement;
const busy = () => root().hasAttribute("data-busy");

describe("the app's idle signal", () => {
  beforeEach(() => {
    resetLoading();
    root().removeAttribute("data-idle-since");
  });
  afterEach(() => resetLoading());

  it("is busy while a request is out or a part of the page is loading, and idle only when neither is", () => {
    expect(busy()).toBe(false);
    requestStarted();
    expect(busy()).toBe(true);
    expect(root().hasAttribute("data-idle-since")).toBe(false);
    const done = markBusy();
    requestFinished(true);
    // The request is back, but the screen is still loading.
    expect(busy()).toBe(true);
    done();
    expect(busy()).toBe(false);
    expect(Number(root().getAttribute("data-idle-since"))).toBeGreaterThan(0);
  });

  it("a mark ends once, however often its end is called", () => {
    const first = markBusy();
    const second = markBusy();
    first();
    first();
    expect(busy()).toBe(true);
    second();
    expect(busy()).toBe(false);
  });

  it("keeps the moment it became idle while it stays idle, and takes a new one after the next busy spell", async () => {
    requestStarted();
    requestFinished(true);
    const since = root().getAttribute("data-idle-since");
    requestFinished(true);
    expect(root().getAttribute("data-idle-since")).toBe(since);
    await new Promise((r) => setTimeout(r, 5));
    requestStarted();
    requestFinished(false);
    expect(Number(root().getAttribute("data-idle-since"))).toBeGreaterThan(Number(since));
  });
});
