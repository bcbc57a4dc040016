// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { queryFlag } from "../../schemas/screens/common.ts";
import { useScreenQuery, type SetScreenQuery } from "./use-screen-query.ts";

afterEach(cleanup);

const schema = z.object({ tab: z._default(z.enum(["ing", "end"]), "ing"), page: z.optional(z.coerce.number()), mine: queryFlag });
type Q = z.output<typeof schema>;

function mount(path: string) {
  const seen: { query?: Q; set?: SetScreenQuery<Q>; url?: string; navigate?: NavigateFunction; renders: { query: Q; url: string }[] } = { renders: [] };
  function Probe() {
    const [query, set] = useScreenQuery(schema);
    const location = useLocation();
    const navigate = useNavigate();
    const url = `${location.pathname}${location.search}`;
    Object.assign(seen, { query, set, url, navigate });
    seen.renders.push({ query, url });
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
  return seen;
}

describe("useScreenQuery", () => {
  it("parses the query by the schema, a malformed value taking the field's default", () => {
    expect(mount("/x?tab=end&page=3&mine=Y").query).toEqual({ tab: "end", page: 3, mine: true });
    expect(mount("/x?tab=nope").query).toEqual({ tab: "ing", mine: false });
  });

  it("writes typed values into the URL and leaves a field's default out", () => {
    const seen = mount("/x?keep=1");
    act(() => seen.set!({ tab: "end", page: 2, mine: true }));
    expect(seen.url).toBe("/x?keep=1&tab=end&page=2&mine=Y");
    expect(seen.query).toEqual({ tab: "end", page: 2, mine: true });
    act(() => seen.set!("tab", "ing"));
    act(() => seen.set!("mine", false));
    act(() => seen.set!("page", null));
    expect(seen.url).toBe("/x?keep=1");
  });

  it("keeps both of two changes made before the router commits the first", () => {
    const seen = mount("/x?keep=1");
    act(() => {
      seen.set!("tab", "end");
      seen.set!("mine", true);
    });
    expect(seen.url).toBe("/x?keep=1&tab=end&mine=Y");
    expect(seen.query).toEqual({ tab: "end", mine: true });
  });

  it("shows a change at once, before the router (whose updates are transitions) commits it", () => {
    const seen = mount("/x");
    act(() => seen.set!("mine", true));
    expect(seen.renders.some((r) => r.query.mine && r.url === "/x")).toBe(true);
    expect(seen.url).toBe("/x?mine=Y");
  });

  it("follows the URL again once a navigation (a link, back) takes it elsewhere", () => {
    const seen = mount("/x");
    act(() => seen.set!("tab", "end"));
    act(() => void seen.navigate!("/x?mine=Y"));
    expect(seen.query).toEqual({ tab: "ing", mine: true });
    // The change replaced the entry it was made on.
    act(() => void seen.navigate!(-1));
    expect(seen.url).toBe("/x?tab=end");
    expect(seen.query).toEqual({ tab: "end", mine: false });
  });

  it("rejects a value or a key the schema does not have, at compile time", () => {
    const seen = mount("/x");
    // @ts-expect-error "all" is not a tab
    act(() => seen.set!("tab", "all"));
    // @ts-expect-error the schema has no sort
    act(() => seen.set!({ sort: "asc" }));
    expect(seen.url).toContain("tab=all");
  });
});
