import { describe, expect, it } from "vitest";
import { checkLectureApply, lectureApplySchema, type LectureApply } from "./manifest-programs.ts";
import type { RouteNode } from "./route-set.ts";

const routes: RouteNode[] = [
  { path: "event/main", screen: "eventList", feature: "events", children: [{ path: ":eventId", screen: "eventDetail" }] },
  {
    path: "tenant/{product}Kids",
    screen: "programs",
    props: { kind: "kids" },
    feature: "kids",
    children: [{ path: "toApply", screen: "programApply", props: { kind: "kids" } }],
  },
  {
    path: "tenant/cityLounge",
    screen: "programs",
    props: { kind: "cityLounge" },
    feature: "cityLounge",
    children: [{ path: "toApply", screen: "programApply", props: { kind: "cityLounge" } }],
  },
  { path: "sw/toApply/:id", screen: "programApply", props: { kind: "library" } },
];

function problems(apply: LectureApply, features = ["events", "kids"]): string[] {
  const out: string[] = [];
  checkLectureApply(apply, routes, features, ["malls", "x", "lectureApply"], (path, message) => out.push(`${path.join("/")}: ${message}`));
  return out;
}

describe("lectureApply", () => {
  it("takes a route reference or a program link with its fallback, nothing else", () => {
    expect(lectureApplySchema.safeParse({ kids: { screen: "programApply", where: { kind: "cityLounge" } } }).success).toBe(true);
    expect(lectureApplySchema.safeParse({ library: { programLink: true, otherwise: { screen: "eventList" } } }).success).toBe(true);
    expect(lectureApplySchema.safeParse({ kids: "cityLoungeApply" }).success).toBe(false);
    expect(lectureApplySchema.safeParse({ kids: { screen: "noSuchScreen" } }).success).toBe(false);
    expect(lectureApplySchema.safeParse({ kids: { programLink: false, otherwise: { screen: "eventList" } } }).success).toBe(false);
  });

  it("accepts targets the mall mounts, with its features on", () => {
    expect(problems({ kids: { screen: "programApply", where: { kind: "kids" } }, library: { programLink: true, otherwise: { screen: "eventList" } } })).toEqual(
      [],
    );
    expect(problems({ kids: { screen: "programApply", where: { kind: "cityLounge" } } }, ["cityLounge"])).toEqual([]);
  });

  it("reports a target no route of the mall mounts, and a fallback that needs a path param", () => {
    expect(problems({ kids: { screen: "programApply", where: { kind: "cityLounge" } } })).toEqual([
      'malls/x/lectureApply/kids: no route of the mall mounts "programApply" with {"kind":"cityLounge"}',
    ]);
    expect(problems({ kids: { programLink: true, otherwise: { screen: "eventList" } } }, ["kids"])).toEqual([
      'malls/x/lectureApply/kids/otherwise: no route of the mall mounts "eventList"',
    ]);
    expect(problems({ library: { programLink: true, otherwise: { screen: "eventDetail" } } })).toEqual([
      'malls/x/lectureApply/library/otherwise: "eventDetail" has no route without path params to fall back to',
    ]);
  });
});
