// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { screenRegistry } from "../../app/screen-registry.ts";
import { parseQuery } from "../../engine/routing/query.ts";
import { NOT_BUILT, type ScreenLoader } from "../../engine/routing/screen-registry.ts";
import { runFaultMatrix } from "../../engine/testing/fault-matrix.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { screenFixtures, type ScreenFixture } from "./screen-fixtures.ts";

afterEach(cleanup);

const built = (Object.entries(screenRegistry) as [ScreenId, ScreenLoader | typeof NOT_BUILT][]).filter(
  (entry): entry is [ScreenId, ScreenLoader] => entry[1] !== NOT_BUILT,
);

describe("screen fault matrix: every call times out, answers 500, malformed JSON or a 200 that breaks its schema", () => {
  it("has a fixture for every built screen", () => {
    expect(built.map(([id]) => id).filter((id) => screenFixtures[id] === undefined)).toEqual([]);
  });

  it.each(built)(
    "%s shows its error state (or documented empty state) and never crashes",
    async (id, load) => {
      const fixture = screenFixtures[id] as ScreenFixture | undefined;
      if (!fixture) throw new Error(`${id} is built but has no fixture in tests/unit/screen-fixtures.ts`);
      const { default: Screen, query: querySchema } = await load();
      const path = fixture.path ?? "/hanam";
      const query = fixture.query ?? (querySchema ? parseQuery(querySchema, new URL(path, "http://localhost").searchParams) : {});
      await runFaultMatrix(
        ({ fetch, timeouts }) =>
          renderScreen(Screen, {
            route: { screen: id, path: fixture.routePath ?? "" },
            props: fixture.props,
            query,
            params: fixture.params,
            mall: fixture.mall,
            path,
            session: fixture.session,
            fetch,
            timeouts,
          }),
        fixture.onFault,
      );
      // A screen that passes takes well under a second; a failing one waits out each fault's settle time.
    },
    20_000,
  );
});
