// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetLoading } from "../shell/loading-store.ts";
import { deferred } from "../testing/deferred.ts";
import { lazyPart } from "./lazy-part.ts";

const busy = () => document.documentElement.hasAttribute("data-busy");

afterEach(() => resetLoading());

/** Stands in for the screen's error boundary. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">failed</p> : this.props.children;
  }
}

describe("lazyPart", () => {
  it("keeps the page busy from its first render until its module is in, then shows it", async () => {
    const load = deferred<{ default: () => ReactNode }>();
    const Part = lazyPart(() => load.promise);
    render(
      <Suspense fallback={<p>placeholder</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText("placeholder")).toBeTruthy();
    expect(busy()).toBe(true);
    await act(async () => load.resolve({ default: () => <h1>the part</h1> }));
    expect(await screen.findByRole("heading", { name: "the part" })).toBeTruthy();
    expect(busy()).toBe(false);
  });

  it("lets the page settle when its module cannot load", async () => {
    const load = deferred<{ default: () => ReactNode }>();
    const Part = lazyPart(() => load.promise);
    // React reports the error the boundary caught: expected here.
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Boundary>
        <Suspense fallback={<p>placeholder</p>}>
          <Part />
        </Suspense>
      </Boundary>,
    );
    expect(busy()).toBe(true);
    await act(async () => {
      load.reject(new Error("offline"));
      await load.promise.catch(() => {});
    });
    expect(screen.getByRole("alert").textContent).toBe("failed");
    expect(reported.mock.calls.flat().map(String).join(" ")).toContain("offline");
    expect(busy()).toBe(false);
  });

  it("asks for nothing and marks nothing until it renders", () => {
    let asked = 0;
    lazyPart(() => {
      asked += 1;
      return new Promise(() => {});
    });
    expect(asked).toBe(0);
    expect(busy()).toBe(false);
  });
});
