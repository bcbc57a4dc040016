// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { lazy, useEffect, type ComponentType } from "react";
import { Link, MemoryRouter, Outlet, useLocation, useNavigate, useNavigationType, type NavigateFunction, type RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred } from "../testing/deferred.ts";
import type { RouteHandle } from "./handle.ts";
import { useRouteHandle } from "./handle.ts";
import { resetLoading } from "../shell/loading-store.ts";
import { RoutedApp } from "./routed-app.tsx";

const handle = (pattern: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({
  mall: null,
  routeSet: null,
  flags: {},
  pattern,
  parentPattern: null,
  ...extra,
});

/** The shell: records every location it renders with and shows the matched handle. */
function shellRecording(seen: string[]) {
  return function Shell() {
    const location = useLocation();
    const h = useRouteHandle();
    seen.push(`${location.pathname}${location.search}`);
    return (
      <div>
        <p data-testid="handle">{h?.screen ?? "none"}</p>
        <Outlet />
      </div>
    );
  };
}

function Page({ name }: { name: string }) {
  return (
    <section>
      <h1>{name}</h1>
      <p data-testid="nav-type">{useNavigationType()}</p>
      <Link to="/old">to old</Link>
      <Link to="/boom">to boom</Link>
      <Link to="/a">to a</Link>
    </section>
  );
}

/** The router's own location (not the page shown), outside the routes. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Boom(): never {
  throw new Error("screen failed");
}

function setup(path: string, extra: RouteObject[] = []) {
  const seen: string[] = [];
  const Shell = shellRecording(seen);
  const routes: RouteObject[] = [
    { path: "/a", handle: handle("/a", { screen: "login" }), element: <Page name="page a" /> },
    { path: "/b", handle: handle("/b", { screen: "loginAgreement" }), element: <Page name="page b" /> },
    { path: "/old", handle: handle("/old", { redirect: (_, search) => `/b${search}` }) },
    { path: "/boom", handle: handle("/boom"), Component: Boom },
    ...extra,
  ];
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <RoutedApp routes={routes} shell={<Shell />} fallback={<p>booting</p>} failed={<p role="alert">page failed</p>} />
    </MemoryRouter>,
  );
  return { seen, view };
}

describe("RoutedApp", () => {
  afterEach(cleanup);

  it("renders the matched page in the shell and gives the shell its handle", () => {
    setup("/a");
    expect(screen.getByRole("heading").textContent).toBe("page a");
    expect(screen.getByTestId("handle").textContent).toBe("login");
  });

  it("follows a redirect on the first load without the shell ever seeing the redirecting path", async () => {
    const { seen } = setup("/old?x=1");
    expect((await screen.findByRole("heading")).textContent).toBe("page b");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p === "/b?x=1")).toBe(true);
  });

  it("keeps the previous page while following a redirect, and reports a push as a push", async () => {
    const { seen } = setup("/a");
    seen.length = 0;
    await act(async () => screen.getByRole("link", { name: "to old" }).click());
    expect(screen.getByRole("heading").textContent).toBe("page b");
    expect(seen).not.toContain("/old");
    expect(screen.getByTestId("nav-type").textContent).toBe("PUSH");
  });

  it("shows the fallback until the first page's module arrives, then the page", async () => {
    const module = deferred<{ default: ComponentType }>();
    setup("/lazy", [{ path: "/lazy", handle: handle("/lazy"), Component: lazy(() => module.promise) }]);
    expect(screen.getByText("booting")).toBeTruthy();
    await act(async () => module.resolve({ default: () => <h1>lazy page</h1> }));
    expect(screen.getByRole("heading").textContent).toBe("lazy page");
  });

  it("counts as busy from a first-load redirect until the page its module brings shows (a page that calls nothing never says so itself)", async () => {
    // As index.html starts: busy, until the first change of state.
    resetLoading();
    document.documentElement.setAttribute("data-busy", "");
    document.documentElement.removeAttribute("data-idle-since");
    const module = deferred<{ default: ComponentType }>();
    setup("/to-lazy", [
      { path: "/to-lazy", handle: handle("/to-lazy", { redirect: () => "/lazy" }) },
      { path: "/lazy", handle: handle("/lazy"), Component: lazy(() => module.promise) },
    ]);
    await act(async () => {});
    expect(screen.getByText("booting")).toBeTruthy();
    expect(document.documentElement.hasAttribute("data-busy")).toBe(true);
    await act(async () => module.resolve({ default: () => <h1>lazy page</h1> }));
    expect(screen.getByRole("heading").textContent).toBe("lazy page");
    expect(document.documentElement.hasAttribute("data-busy")).toBe(false);
    expect(document.documentElement.hasAttribute("data-idle-since")).toBe(true);
  });

  it("follows a redirect again when the visitor is sent back to the redirecting path before its target shows (a login's second navigation)", async () => {
    const module = deferred<{ default: ComponentType }>();
    let navigate: NavigateFunction = () => undefined;
    function Grab() {
      const go = useNavigate();
      useEffect(() => {
        navigate = go;
      }, [go]);
      return null;
    }
    const view = render(
      <MemoryRouter initialEntries={["/a"]}>
        <Grab />
        <RoutedApp
          routes={[
            { path: "/a", handle: handle("/a"), element: <Page name="page a" /> },
            { path: "/old", handle: handle("/old", { redirect: () => "/lazy" }) },
            { path: "/lazy", handle: handle("/lazy"), Component: lazy(() => module.promise) },
          ]}
          shell={<Outlet />}
          fallback={<p>booting</p>}
          failed={null}
        />
        <Where />
      </MemoryRouter>,
    );
    await act(async () => void navigate("/old", { replace: true }));
    // The target's module is still on its way when the page sends the visitor to the same path again.
    await act(async () => void navigate("/old", { replace: true }));
    await act(async () => module.resolve({ default: () => <h1>lazy page</h1> }));
    expect(screen.getByRole("heading").textContent).toBe("lazy page");
    expect(view.getByTestId("where").textContent).toBe("/lazy");
  });

  it("shows `failed` for a page that throws, and the next navigation renders again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    setup("/a");
    await act(async () => screen.getByRole("link", { name: "to boom" }).click());
    expect(screen.getByRole("alert").textContent).toBe("page failed");
    logged.mockRestore();
  });

  it("a page that failed is left behind by going elsewhere", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/boom"]}>
        <RoutedApp
          routes={[
            { path: "/a", handle: handle("/a"), element: <Page name="page a" /> },
            { path: "/boom", handle: handle("/boom"), Component: Boom },
          ]}
          shell={<Outlet />}
          fallback={null}
          failed={<Link to="/a">page failed</Link>}
        />
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole("link", { name: "page failed" }).click());
    expect(screen.getByRole("heading").textContent).toBe("page a");
    logged.mockRestore();
  });
});
