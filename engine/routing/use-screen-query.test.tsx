// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { queryFlag } from "../../schemas/screens/common.ts";
import { useScreenQuery, type SetScreenQuery } from "./use-screen-query.ts";

afterEach(cleanup);

const schema = z.object({ tab: z._default(z.enum(["ing", "end"]), "ing"), page: z.optional(z.coerce.number()), mine: queryFlag });
type Q = z.output<typeof schema>;

function mount(path: string) {
  const seen: { query?: Q; set?: SetScreenQuery<Q>; url?: string } = {};
  function Probe() {
    const [query, set] = useScreenQuery(schema);
    const location = useLocation();
    Object.assign(seen, { query, set, url: `${location.pathname}${location.search}` });
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

  it("rejects a value or a key the schema does not have, at compile time", () => {
    const seen = mount("/x");
    // @ts-expect-error "all" is not a tab
    act(() => seen.set!("tab", "all"));
    // @ts-expect-error the schema has no sort
    act(() => seen.set!({ sort: "asc" }));
    expect(seen.url).toContain("tab=all");
  });
});
