// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { mallByPath } from "../manifests/bundle.ts";
import { MallContext } from "../shell/mall-context.ts";
import { routeSetsWithMovedEventPage } from "./moved-path.fixture.ts";
import { RouteSetsContext } from "./screen-href.ts";
import { ScreenLink } from "./screen-link.tsx";

afterEach(cleanup);

function inMall(path: string, children: ReactNode) {
  const mall = mallByPath(path)!;
  return render(
    <MallContext.Provider value={{ mall, brand: null, locale: "ko", locales: ["ko"], setLocale: () => {} }}>
      <MemoryRouter>{children}</MemoryRouter>
    </MallContext.Provider>,
  );
}

describe("ScreenLink", () => {
  it("links to the screen's route in the current mall", () => {
    inMall(
      "centerfield",
      <ScreenLink screen="eventDetail" params={{ eventId: "E1" }}>
        event
      </ScreenLink>,
    );
    expect(screen.getByRole("link", { name: "event" }).getAttribute("href")).toBe("/centerfield/eventDetail/E1");
  });

  it("picks a route by its props and adds the query", () => {
    inMall(
      "hanam",
      <ScreenLink screen="parkingInfo" where={{ view: "map" }} query={{ fl: "B1" }}>
        map
      </ScreenLink>,
    );
    expect(screen.getByRole("link", { name: "map" }).getAttribute("href")).toBe("/hanam/store/parkingInfo/map?fl=B1");
  });

  it("renders nothing where the mall mounts no such route", () => {
    inMall(
      "granseoul",
      <ScreenLink screen="couponDetail" params={{ couponId: 1 }}>
        coupon
      </ScreenLink>,
    );
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("follows the route sets it is given", () => {
    inMall(
      "hanam",
      <RouteSetsContext.Provider value={routeSetsWithMovedEventPage()}>
        <ScreenLink screen="eventDetail" params={{ eventId: "E1" }}>
          event
        </ScreenLink>
      </RouteSetsContext.Provider>,
    );
    expect(screen.getByRole("link", { name: "event" }).getAttribute("href")).toBe("/hanam/news/E1");
  });
});
