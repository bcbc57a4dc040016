// @vitest-environment jsdom
import { cleanup, renderHook as renderBare, waitFor, type RenderHookOptions } from "@testing-library/react";
import type { ReactNode } from "react";
import type { Location } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { MallManifest } from "../../schemas/manifest.ts";
import { json } from "../api/fake-fetch.fixture.ts";
import type { RouteHandle } from "../routing/handle.ts";
import { ServicesContext } from "../services/services.ts";
import { createTestServices } from "../testing/fake-services.ts";
import { pageInfoSnapshot, setPageInfo, usePageInfo } from "./page-info.ts";

// The lookup goes through the services' API client, over a fake fetch that plays the server.
const lookups = { calls: [] as [string, string][], fail: false };
const fetchImpl: typeof fetch = async (input) => {
  const u = new URL(String(input), "http://localhost");
  const mall = u.pathname.split("/")[2] ?? "";
  const url = u.searchParams.get("url") ?? "";
  lookups.calls.push([mall, url]);
  if (lookups.fail) return json({ message: "offline" }, 503);
  return json({ message: "success", seoInfo: { seoTitl: url, seoKeyWord: "k", seoDescribe: `about ${url}` }, clientIp: "127.0.0.1" });
};

function renderHook<P>(hook: (props: P) => void, options: RenderHookOptions<P> = {}) {
  const services = createTestServices({ fetch: fetchImpl });
  const wrapper = ({ children }: { children: ReactNode }) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
  return renderBare(hook, { ...options, wrapper });
}

const goyang = { path: "goyang", code: "03", product: "field" } as MallManifest;
const at = (pathname: string, key: string) => ({ pathname, key, search: "", hash: "", state: null }) as Location;
const route = (name: string | undefined) =>
  ({ name, pattern: "", mall: "goyang", routeSet: "standard", flags: {}, parentPattern: null }) as unknown as RouteHandle;

afterEach(() => {
  cleanup();
  setPageInfo(null);
  lookups.calls = [];
  lookups.fail = false;
});

describe("usePageInfo", () => {
  it("looks up a Detail route, then clears on a route without page info", async () => {
    const { rerender } = renderHook((p: { handle: RouteHandle; location: Location }) => usePageInfo(goyang, p.handle, p.location), {
      initialProps: { handle: route("EventMainDetail"), location: at("/goyang/event/main/E7", "a") },
    });
    await waitFor(() => expect(pageInfoSnapshot()?.seoInfo.seoTitl).toBe("/goyang/event/main/E7"));
    expect(lookups.calls).toEqual([["goyang", "/goyang/event/main/E7"]]);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe("about /goyang/event/main/E7");
    rerender({ handle: route("Main"), location: at("/goyang", "b") });
    expect(pageInfoSnapshot()).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it("uses the hanam membership page info on MyPageMemberShip", async () => {
    renderHook(() => usePageInfo(goyang, route("MyPageMemberShip"), at("/goyang/myfield/main", "a")));
    await waitFor(() => expect(lookups.calls).toEqual([["goyang", "/hanam/myfield/main"]]));
  });

  it("clears silently when the lookup fails", async () => {
    setPageInfo({ seoInfo: { seoTitl: "old", seoKeyWord: "", seoDescribe: "" }, clientIp: "" });
    lookups.fail = true;
    renderHook(() => usePageInfo(goyang, route("TenantDetail"), at("/goyang/tenant/tenantDetail/1", "a")));
    await waitFor(() => expect(pageInfoSnapshot()).toBeNull());
  });

  it("makes no lookup off a mall the API knows (no code)", () => {
    renderHook(() => usePageInfo({ path: "toGate", product: "field" } as MallManifest, route("EventMainDetail"), at("/toGate/a/b", "a")));
    expect(lookups.calls).toEqual([]);
  });
});
