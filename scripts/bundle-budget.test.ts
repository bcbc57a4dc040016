import { describe, expect, it } from "vitest";
import { checkBudgets, parseExceptions, tightened, type BudgetException, type MeasuredRoute } from "./bundle-budget.mjs";

const FIRST = ["/", "/hanam"] as const;
const at = (path: string, kib: number, screen = "", routeSet = ""): MeasuredRoute => ({ route: { path, screen, routeSet }, kib, budget: FIRST.includes(path as "/") ? 120 : 160 });
const login: BudgetException = { path: "/suwon/login", screen: "login", routeSet: "suwon", kib: 188.8, reason: "zod and xstate of the login form" };
const gate: BudgetException = { path: "/", kib: 124.6, reason: "react-dom and react-router" };
const check = (measured: MeasuredRoute[], exceptions: BudgetException[], complete = true) => checkBudgets(measured, exceptions, { firstRoutes: FIRST, complete }).problems;

describe("bundle budget", () => {
  it("passes routes within budget and listed routes within 2 KiB of their recorded size", () => {
    expect(check([at("/anseong/home", 128.3, "mallHome", "standard"), at("/suwon/login", 190.7, "login", "suwon"), at("/", 124.6)], [login, gate])).toEqual([]);
  });

  it("fails a route over budget that is not listed", () => {
    expect(check([at("/granseoul/login", 188.8, "login", "granseoul")], [login])).toEqual([
      expect.stringMatching(/^\/granseoul\/login: 188\.8 KiB .* over its budget of 160 KiB and not in scripts\/bundle-budget-exceptions\.json/),
      expect.stringMatching(/^\/suwon\/login .*no built route matches it: remove it from the list/),
    ]);
  });

  it("fails a listed route that grew more than 2 KiB", () => {
    expect(check([at("/suwon/login", 190.9, "login", "suwon")], [login])).toEqual([expect.stringMatching(/^\/suwon\/login: 190\.9 KiB, 2\.1 KiB over the 188\.8 KiB recorded/)]);
  });

  it("fails a listed route that is within budget now: remove it from the list", () => {
    expect(check([at("/", 119.8)], [gate])).toEqual([expect.stringMatching(/^\/: 119\.8 KiB, within its budget of 120 KiB now: remove it from the list/)]);
  });

  it("finds a listed screen and route set on any of its paths (--all), but a first route only by its path", () => {
    expect(check([at("/suwon/login?x", 189, "login", "suwon")], [login])).toEqual([]);
    expect(check([at("/hanam", 125, "mallHome", "standard")], [{ ...gate, path: "/anseong/home", screen: "mallHome", routeSet: "standard" }], false)).toEqual([
      expect.stringMatching(/^\/hanam: .*not in scripts\/bundle-budget-exceptions\.json/),
    ]);
  });

  it("does not ask to remove entries a run of explicit paths did not measure", () => {
    expect(check([at("/", 119)], [login], false)).toEqual([]);
  });
});

describe("--record", () => {
  it("lowers recorded sizes to what was measured and drops routes back within budget, never raising or adding", () => {
    const agreement: BudgetException = { path: "/app/login/agreement", screen: "loginAgreement", routeSet: "top", kib: 193.3, reason: "zod" };
    const measured = [at("/suwon/login", 185.14, "login", "suwon"), at("/", 119.5), at("/app/login/agreement", 194, "loginAgreement", "top"), at("/granseoul/login", 185, "login", "granseoul")];
    const { listed } = checkBudgets(measured, [login, gate, agreement], { firstRoutes: FIRST, complete: true });
    expect(tightened(measured, [login, gate, agreement], listed)).toEqual([{ ...login, kib: 185.2 }, agreement]);
  });
});

describe("exceptions file", () => {
  it("reads the routes, and an absent file as none", () => {
    expect(parseExceptions(JSON.stringify({ routes: [gate] }))).toEqual([gate]);
    expect(parseExceptions(null)).toEqual([]);
  });

  it("refuses an entry without its size or a reason", () => {
    expect(() => parseExceptions(JSON.stringify({ routes: [{ path: "/", kib: 124 }] }))).toThrow(/routes\[0\] needs a path, its measured kib and a reason/);
    expect(() => parseExceptions("[]")).toThrow(/expected \{ "routes"/);
  });
});
