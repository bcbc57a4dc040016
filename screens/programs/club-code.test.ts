import { describe, expect, it } from "vitest";
import { clubRentalEndpoints } from "../../schemas/api/programs-club-rental.ts";
import { screenPropsSchemas } from "../../schemas/screens/props.ts";
import { bundle, mallByPath } from "../../engine/manifests/bundle.ts";
import { routesOf } from "../../engine/routing/mall-routes.ts";
import { clubCodeOf } from "./club-code.ts";

/** Every mall's club pages: [mall, route path, variant, club code]. */
function clubPages() {
  return Object.values(bundle.malls).flatMap((mall) =>
    routesOf(mall)
      .filter((r) => r.node.screen === "clubJoin" && (!r.node.feature || mall.features.includes(r.node.feature)))
      .map((r) => {
        const props = screenPropsSchemas.clubJoin.parse(r.node.props ?? {});
        return [mall.path, r.fullPath, props.variant, clubCodeOf(props.clubCd, mall)] as const;
      }),
  );
}

describe("club codes (decision 12)", () => {
  it("each club page names its club by the route's prop and the mall's code: the office club, soclub the moms' club, Suwon its own office club", () => {
    const pages = clubPages();
    expect(pages).toContainEqual(["hanam", "club/join", "standard", "OFC01"]);
    expect(pages).toContainEqual(["hanam", "soclub/join", "soclub", "MOM01"]);
    expect(pages).toContainEqual(["coexmall", "club/join", "standard", "OFC02"]);
    expect(pages).toContainEqual(["anseong", "soclub/join", "soclub", "MOM07"]);
    expect(pages).toContainEqual(["suwon", "event/suwonClub", "suwon", "OFC09"]);
    // Every one resolves to a code the API takes.
    const clubCd = clubRentalEndpoints.clubConfirmStatus.input.shape.club_cd;
    for (const [mall, path, , code] of pages) expect(code !== null && clubCd.safeParse(code).success, `${mall} ${path}`).toBe(true);
  });

  it("the manifest refuses a club page without a club code, or with one that is not a code", () => {
    const schema = screenPropsSchemas.clubJoin;
    expect(schema.safeParse({ variant: "soclub" }).success).toBe(false);
    expect(schema.safeParse({ clubCd: "ofc{code}" }).success).toBe(false);
    expect(schema.safeParse({ clubCd: "OFC{mall}" }).success).toBe(false);
    expect(schema.safeParse({ clubCd: "OFC01" }).success).toBe(true);
    expect(schema.parse({ clubCd: "MOM{code}" })).toEqual({ variant: "standard", clubCd: "MOM{code}" });
  });

  it("{code} becomes the mall's code; without one there is no club", () => {
    expect(clubCodeOf("MOM{code}", mallByPath("goyang"))).toBe("MOM03");
    expect(clubCodeOf("PET05", mallByPath("goyang"))).toBe("PET05");
    expect(clubCodeOf("OFC{code}", { code: undefined })).toBeNull();
    expect(clubCodeOf("OFC{code}", null)).toBeNull();
  });
});
