import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { stillHidden } from "./hidden-for-days.ts";
import { forgetHiddenToday, HIDDEN_TODAY_ATTR, hiddenTodayScript, MEMBER_VISIT_ATTR } from "./hidden-today.ts";

const at = (iso: string) => Date.parse(iso);

describe("hiddenTodayScript (the HTML's head, before the first paint)", () => {
  const notices = { popup: "mainPopupHidden:hanam", ribbon: "topBannerHidden:hanam" };
  /** Runs the script at `time` over `stored` (key → value); gives the root element's attribute, or null. */
  function run(time: number, stored: Record<string, string> | "refused") {
    return runFor(time, stored).get(HIDDEN_TODAY_ATTR) ?? null;
  }
  /** The root element's attributes the script set. */
  function runFor(time: number, stored: Record<string, string> | "refused") {
    const attributes = new Map<string, string>();
    const storage = {
      getItem(key: string) {
        if (stored === "refused") throw new Error("SecurityError");
        return stored[key] ?? null;
      },
    };
    const FixedDate = class extends Date {
      static override now() {
        return time;
      }
    };
    runInNewContext(hiddenTodayScript(notices, "custId"), {
      Date: FixedDate,
      localStorage: storage,
      document: { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } },
    });
    return attributes;
  }

  it("names each notice hidden today, in Seoul's day whatever the phone's zone, as the app reads it", () => {
    const cases = ["2026-11-25T14:59:59Z", "2026-11-25T15:00:00Z", "2026-12-31T15:00:00Z", "2027-02-28T16:00:00Z", "2028-02-29T03:00:00Z"];
    for (const iso of cases) {
      const time = at(iso);
      for (const day of ["20261125", "20261126", "20270101", "20270301", "20280229"]) {
        expect(run(time, { [notices.popup]: day }), `${day} at ${iso}`).toBe(stillHidden(day, 1, time) ? "popup" : null);
      }
    }
    expect(run(at("2026-11-25T12:00:00+09:00"), { [notices.popup]: "20261125", [notices.ribbon]: "20261125" })).toBe("popup ribbon");
    expect(run(at("2026-11-25T12:00:00+09:00"), { [notices.ribbon]: "20261125", [notices.popup]: "20261124" })).toBe("ribbon");
  });

  it("nothing stored, another day or a refused storage hides nothing, and fails nothing", () => {
    expect(run(at("2026-11-25T12:00:00+09:00"), {})).toBeNull();
    expect(run(at("2026-11-25T12:00:00+09:00"), { [notices.popup]: "20261124" })).toBeNull();
    expect(run(at("2026-11-25T12:00:00+09:00"), "refused")).toBeNull();
  });

  it("marks a member's visit when a member's id is stored, as the app reads it (the spec's empty values are none)", () => {
    const noon = at("2026-11-25T12:00:00+09:00");
    expect(runFor(noon, { custId: "C0001" }).get(MEMBER_VISIT_ATTR)).toBe("");
    expect(runFor(noon, { custId: " C0001 " }).has(MEMBER_VISIT_ATTR)).toBe(true);
    for (const empty of ["", "null", "nil", "undefined"]) expect(runFor(noon, { custId: empty }).has(MEMBER_VISIT_ATTR), empty).toBe(false);
    expect(runFor(noon, {}).has(MEMBER_VISIT_ATTR)).toBe(false);
    expect(runFor(noon, { custId: "C0001", [notices.popup]: "20261125" }).get(HIDDEN_TODAY_ATTR)).toBe("popup");
  });

  it("no stored key can close the script element", () => {
    expect(hiddenTodayScript({ popup: "</script><script>alert(1)</script>" }, "</script>")).not.toContain("</script");
  });
});

describe("forgetHiddenToday", () => {
  it("drops one name, and the attribute with the last", () => {
    const attributes = new Map([[HIDDEN_TODAY_ATTR, "ribbon popup"]]);
    const documentElement = {
      getAttribute: (k: string) => attributes.get(k) ?? null,
      setAttribute: (k: string, v: string) => void attributes.set(k, v),
      removeAttribute: (k: string) => void attributes.delete(k),
    };
    vi.stubGlobal("document", { documentElement });
    try {
      forgetHiddenToday("popup");
      expect(attributes.get(HIDDEN_TODAY_ATTR)).toBe("ribbon");
      forgetHiddenToday("popup");
      expect(attributes.get(HIDDEN_TODAY_ATTR)).toBe("ribbon");
      forgetHiddenToday("ribbon");
      expect(attributes.has(HIDDEN_TODAY_ATTR)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
