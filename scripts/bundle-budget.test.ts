import { describe, expect, it } from "vitest";
import { checkBudgets, kindOf, LAYER_CEILINGS_KIB, routeFigures, type LoadedScript, type MeasuredRoute } from "./bundle-budget.mjs";

const KiB = 1024;
const FIRST = ["/", "/hanam"] as const;
const js = (pathname: string, kib: number, library = false): LoadedScript => ({ pathname, gzip: kib * KiB, library });
const main = js("/assets/index-BUE_1xGF.js", 108);
const kit = js("/assets/layer-kit-8qeaHgDf.js", 28);
const events = js("/assets/area-events-BawHDeh-.js", 7);
const route = (path: string, scripts: LoadedScript[], screen = ""): MeasuredRoute => ({ path, screen, scripts });
const check = (routes: MeasuredRoute[], layers = [{ layer: "layer-kit", gzip: 20 * KiB }]) => checkBudgets(routes, layers, { firstRoutes: FIRST });

describe("bundle budget by layer", () => {
  it("tells the main chunk, a layer, a library and a route's own script apart by file name", () => {
    expect(kindOf(main.pathname)).toEqual({ kind: "main" });
    expect(kindOf(kit.pathname)).toEqual({ kind: "layer", layer: "layer-kit" });
    expect(kindOf("/assets/layer-kit-forms-CVpWrsoV.js")).toEqual({ kind: "layer", layer: "layer-kit-forms" });
    expect(kindOf("/assets/area-visit-CwP8Mjlr.js")).toEqual({ kind: "layer", layer: "area-visit" });
    expect(kindOf("/assets/purify.es-Dzkdzyfv.js", true)).toEqual({ kind: "library" });
    expect(kindOf("/assets/event-list.screen-oMgdku5v.js")).toEqual({ kind: "own" });
  });

  it("passes a route within every rule", () => {
    const list = route(
      "/anseong/event",
      [main, kit, events, js("/assets/event-list.screen-oMgdku5v.js", 1.1), js("/assets/purify.es-Dzkdzyfv.js", 11.1, true)],
      "eventList",
    );
    expect(check([list])).toEqual([]);
    expect(routeFigures(list.scripts)).toEqual({ kib: expect.closeTo(155.2, 5), own: expect.closeTo(1.1, 5), count: 5 });
  });

  it("fails a first route over 121 KiB, by path or by the mall home screen", () => {
    const heavy = [main, js("/assets/mall-home.screen-CAJ6IO4T.js", 13.5)];
    expect(check([route("/hanam", heavy), route("/anseong/home", heavy, "mallHome"), route("/anseong/event", heavy, "eventList")])).toEqual([
      expect.stringMatching(/^\/hanam: 121\.5 KiB .* over 121 KiB/),
      expect.stringMatching(/^\/hanam: 13\.5 KiB .* its own/),
      expect.stringMatching(/^\/anseong\/home: 121\.5 KiB .* over 121 KiB/),
      expect.stringMatching(/^\/anseong\/home: 13\.5 KiB .* its own/),
      expect.stringMatching(/^\/anseong\/event: 13\.5 KiB .* its own .* over 12 KiB/),
    ]);
  });

  it("fails a route whose own bytes beyond the layers and libraries pass 12 KiB", () => {
    const own = [
      main,
      kit,
      js("/assets/coupon-list.screen-x1234567.js", 6),
      js("/assets/coupon-card-x1234567.js", 6.5),
      js("/assets/panzoom.es-y06fBKmt.js", 3.5, true),
    ];
    expect(check([route("/suwon/event/coupon", own, "couponList")])).toEqual([expect.stringMatching(/^\/suwon\/event\/coupon: 12\.5 KiB gzip of its own/)]);
  });

  it("fails a route that loads more than 12 scripts", () => {
    const many = [main, ...Array.from({ length: 12 }, (_, i) => js(`/assets/part${i}-abcdefgh.js`, 0.2))];
    expect(check([route("/granseoul/mypage/coupon (member)", many, "couponList")])).toEqual([expect.stringMatching(/13 scripts on a cold visit, over 12$/)]);
  });

  it("fails a layer over its ceiling, and a layer without one", () => {
    expect(
      check(
        [],
        [
          { layer: "layer-kit", gzip: 31.2 * KiB },
          { layer: "area-nowhere", gzip: 3 * KiB },
        ],
      ),
    ).toEqual([
      `layer-kit: 31.2 KiB gzip, over its ceiling of ${LAYER_CEILINGS_KIB["layer-kit"]} KiB`,
      expect.stringMatching(/^area-nowhere: 3\.0 KiB gzip, a layer without a ceiling: add one/),
    ]);
  });
});
