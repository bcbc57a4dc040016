// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { routeSetsWithMovedEventPage } from "../../engine/routing/moved-path.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import EventListScreen from "./event-list.screen.tsx";
import { eventsServer } from "./events.fixture.ts";

afterEach(cleanup);

describe("an event page moved in the route set", () => {
  it("takes the event list's links along, with no screen edit", async () => {
    const s = eventsServer({ ing: 1 });
    renderScreen(EventListScreen, {
      route: { screen: "eventList", path: "event/main" },
      props: { variant: "standard" },
      query: { tab: "ing" },
      path: "/hanam/event/main",
      fetch: s.fetch,
      routeSets: routeSetsWithMovedEventPage(),
    });
    await screen.findByText("이벤트 1");
    expect(screen.getByRole("link", { name: /이벤트 1/ }).getAttribute("href")).toBe("/hanam/news/E010001");
  });
});
