// The screen fault matrix, in two parts by screen area: each part is its own test file, so the dom
// project's two workers run them side by side (tests/unit/fault-matrix-*.test.ts); a third part
// made the run slower on two cores (each file imports the engine and the screens again).
import { cleanup } from "@testing-library/react";
import { afterEach, describe, it } from "vitest";
import { registrationsByArea, screenRegistry } from "../../app/screen-registry.ts";
import { parseQuery } from "../../engine/routing/query.ts";
import { NOT_BUILT, type ScreenLoader } from "../../engine/routing/screen-registry.ts";
import { fakeAppBridge, withAppUserAgent } from "../../engine/testing/fake-app.ts";
import { runFaultMatrix, runNoCallCheck } from "../../engine/testing/fault-matrix.ts";
import type { FaultRender } from "../../engine/testing/observe-screen.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { screenFixtures, type ScreenFixture } from "./screen-fixtures.ts";

type Area = Exclude<keyof typeof registrationsByArea, "notBuiltScreens">;

/** The parts of the matrix and the areas each runs: every area in exactly one (tests/unit/fault-matrix.test.tsx checks). */
export const FAULT_MATRIX_PARTS = {
  "member-system": ["memberScreens", "appScreens", "gateScreens", "homeScreens", "landingScreens", "systemScreens", "devtoolScreens", "programScreens"],
  "events-places": ["eventScreens", "storeScreens", "visitScreens", "serviceScreens"],
} as const satisfies Record<string, readonly Area[]>;

/** The built screens of the areas, with their loaders. */
function builtIn(areas: readonly Area[]): [ScreenId, ScreenLoader][] {
  return areas
    .flatMap((area) => Object.keys(registrationsByArea[area]) as ScreenId[])
    .flatMap((id) => {
      const load: ScreenLoader | typeof NOT_BUILT = screenRegistry[id];
      return load === NOT_BUILT ? [] : [[id, load] as [ScreenId, ScreenLoader]];
    });
}

/** How the matrix mounts the screen of a fixture. */
async function mountOf(id: ScreenId, load: ScreenLoader): Promise<{ fixture: ScreenFixture; renderUnder: FaultRender }> {
  const fixture = screenFixtures[id] as ScreenFixture | undefined;
  if (!fixture) throw new Error(`${id} is built but has no fixture in tests/unit/screen-fixtures.ts`);
  const { default: Screen, query: querySchema } = await load();
  const path = fixture.path ?? "/hanam";
  const query = fixture.query ?? (querySchema ? parseQuery(querySchema, new URL(path, "http://localhost").searchParams) : {});
  const now = fixture.now;
  const app = fixture.app;
  const services = {
    ...(now === undefined ? {} : { now: () => now }),
    ...(app === undefined ? {} : { bridge: () => Promise.resolve(fakeAppBridge(app.deviceId)) }),
  };
  const render: FaultRender = ({ fetch, timeouts, loading }) =>
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
      loading,
      services,
    });
  const renderUnder: FaultRender = app === undefined ? render : (faulty) => withAppUserAgent(() => render(faulty));
  return { fixture, renderUnder };
}

// A screen that passes takes well under a second; a failing one waits out the settle time of each check.
const TIMEOUT_MS = 40_000;

/** Declares the matrix of one part: the calling screens under every fault, the screens declared to make no call once. */
export function describeFaultMatrix(part: keyof typeof FAULT_MATRIX_PARTS): void {
  const screens = builtIn(FAULT_MATRIX_PARTS[part]);
  const calling = screens.filter(([id]) => screenFixtures[id]?.calls !== "none");
  const still = screens.filter(([id]) => screenFixtures[id]?.calls === "none");

  describe(`screen fault matrix (${part}): every call times out, answers 500, malformed JSON or a 200 that breaks its schema`, () => {
    afterEach(cleanup);

    it.each(calling)(
      "%s calls, and every fault shows its error state (or the empty or fallback state its fixture proves) without a crash",
      async (id, load) => {
        const { fixture, renderUnder } = await mountOf(id, load);
        if (fixture.calls === "none") throw new Error(`${id} is declared to make no call`);
        await runFaultMatrix(renderUnder, fixture.onFault, { act: fixture.act, answers: fixture.answers });
      },
      TIMEOUT_MS,
    );

    it.each(still)(
      "%s, declared to make no call, shows its content and calls nothing",
      async (id, load) => {
        const { fixture, renderUnder } = await mountOf(id, load);
        if (fixture.calls !== "none") throw new Error(`${id} is not declared to make no call`);
        await runNoCallCheck(renderUnder, fixture.shows);
      },
      TIMEOUT_MS,
    );
  });
}
