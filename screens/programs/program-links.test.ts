import { describe, expect, it } from "vitest";
import type { LectureApply } from "../../schemas/manifest-programs.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { applyLink, kindOfId, programDetailHref, winnerCheckHref } from "./program-links.ts";

const COEX: LectureApply = { kids: { programLink: true, otherwise: { screen: "eventList" } } };

describe("program links", () => {
  it("an SLP id is a library lecture, any other a kids program", () => {
    expect([kindOfId("SLP01001"), kindOfId("SKP01001"), kindOfId("X1"), kindOfId("slp1")]).toEqual(["library", "kids", "kids", "kids"]);
  });

  it("apply goes by default to the apply page of the id's kind: ?select= on a standard mall, :id on Suwon", () => {
    expect(applyLink(screenHrefsFor("hanam"), undefined, "SKP01001", null)).toEqual({ kind: "route", to: "/hanam/tenant/fieldKids/toApply?select=SKP01001" });
    expect(applyLink(screenHrefsFor("hanam"), undefined, "SLP01001", null)).toEqual({
      kind: "route",
      to: "/hanam/tenant/fieldLibrary/toApply?select=SLP01001",
    });
    expect(applyLink(screenHrefsFor("suwon"), undefined, "SKP09001", null)).toEqual({ kind: "route", to: "/suwon/kids/showList/toApply/SKP09001" });
    expect(applyLink(screenHrefsFor("suwon"), undefined, "SLP09001", null)).toEqual({ kind: "route", to: "/suwon/library/lectureList/toApply/SLP09001" });
  });

  it("a mall's route reference picks its route; a program-link target takes the program's link, else its route without the id", () => {
    expect(applyLink(screenHrefsFor("myeongji"), { kids: { screen: "programApply", where: { kind: "cityLounge" } } }, "SKP06001", null)).toEqual({
      kind: "route",
      to: "/myeongji/tenant/cityLounge/toApply?select=SKP06001",
    });
    expect(applyLink(screenHrefsFor("coexmall"), COEX, "SKP02001", "https://live.fieldmall.example/x")).toEqual({
      kind: "data",
      href: "https://live.fieldmall.example/x",
    });
    expect(applyLink(screenHrefsFor("coexmall"), COEX, "SKP02001", "null")).toEqual({ kind: "route", to: "/coexmall/event/main" });
    // The library kind is not set there: its default.
    expect(applyLink(screenHrefsFor("coexmall"), COEX, "SLP02001", null)).toEqual({
      kind: "route",
      to: "/coexmall/tenant/fieldLibrary/toApply?select=SLP02001",
    });
  });

  it("no route, no link: a mall without the kind's apply page", () => {
    // wirye has no library: an SLP id has no apply page there.
    expect(applyLink(screenHrefsFor("wirye"), undefined, "SLP04001", null)).toBeNull();
  });

  it("the winner check and the program page exist on Suwon only (standard malls open the dialog)", () => {
    expect(winnerCheckHref(screenHrefsFor("suwon"), "SKP09008")).toBe("/suwon/kids/showList/winnerConfirm/SKP09008");
    expect(winnerCheckHref(screenHrefsFor("suwon"), "SLP09005")).toBe("/suwon/library/lectureList/winnerConfirm/SLP09005");
    expect(winnerCheckHref(screenHrefsFor("hanam"), "SKP01008")).toBeNull();
    expect(programDetailHref(screenHrefsFor("suwon"), "SKP09001")).toBe("/suwon/kids/showList/SKP09001");
    expect(programDetailHref(screenHrefsFor("hanam"), "SKP01001")).toBeNull();
  });
});
