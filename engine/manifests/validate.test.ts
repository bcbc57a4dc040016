import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadManifestFiles } from "./load-files.ts";
import { formatProblem, validateManifestFiles } from "./validate.ts";

const fixture = join(process.cwd(), "tests/fixtures/manifests/minimal");
const dirs: string[] = [];

/** Copies the valid minimal fixture, applies a change to one file and returns the formatted problems. */
function problemsAfter(file: string, change: (json: Record<string, unknown>) => void, raw?: string): string[] {
  const root = mkdtempSync(join(tmpdir(), "manifests-"));
  dirs.push(root);
  cpSync(fixture, join(root, "manifests"), { recursive: true });
  const path = join(root, "manifests", file);
  if (raw !== undefined) writeFileSync(path, raw);
  else {
    const json = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    change(json);
    writeFileSync(path, JSON.stringify(json));
  }
  return validateManifestFiles(loadManifestFiles(root)).problems.map(formatProblem);
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("manifest validation", () => {
  it("accepts the minimal fixture", () => {
    expect(problemsAfter("alpha.json", () => {})).toEqual([]);
  });

  it("reports a missing required field with its pointer", () => {
    expect(problemsAfter("alpha.json", (j) => delete j.hours)).toMatchInlineSnapshot(`
      [
        "manifests/alpha.json /hours: is required",
      ]
    `);
  });

  it("reports a mall without a code", () => {
    expect(problemsAfter("alpha.json", (j) => delete j.code)).toMatchInlineSnapshot(`
      [
        "manifests/alpha.json /code: a mall needs a two-digit code",
        "manifests/alpha.json /visitedRedirect: only a mall with a code can be a visited-mall redirect target",
      ]
    `);
  });

  it("reports a misspelt screen id", () => {
    expect(
      problemsAfter("route-sets/standard.json", (j) => {
        (j.routes as { screen?: string }[])[0]!.screen = "mallHom";
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/route-sets/standard.json /routes/0/screen: "mallHom" is not one of the 75 allowed values; did you mean "mallHome"?",
      ]
    `);
  });

  it("reports an object where a screen id belongs without trying to spell it, even one whose toString is null", () => {
    expect(
      problemsAfter("route-sets/standard.json", (j) => {
        (j.routes as { screen?: unknown }[])[0]!.screen = { toString: null };
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/route-sets/standard.json /routes/0/screen: must be string",
        "manifests/route-sets/standard.json /routes/0/screen: {"toString":null} is not one of the 75 allowed values",
      ]
    `);
  });

  it("reports route props that do not fit the screen's props schema, with file and pointer", () => {
    expect(
      problemsAfter("route-sets/standard.json", (j) => {
        const routes = j.routes as { path: string; screen?: string; props?: Record<string, unknown> }[];
        routes.push({ path: "coupons", screen: "couponList", props: { view: "grid", colour: "red" } });
        routes.push({ path: "rental", screen: "rentalInfo" });
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/route-sets/standard.json /routes/4/props/view: Invalid option: expected one of "list"|"sCoupon"|"my" (props of screen "couponList")",
        "manifests/route-sets/standard.json /routes/4/props: Unrecognized key: "colour" (props of screen "couponList")",
        "manifests/route-sets/standard.json /routes/5/props/venue: Invalid option: expected one of "livePlaza"|"jambaJuice"|"megabox"|"chicor"|"YPbooks" (props of screen "rentalInfo")",
      ]
    `);
  });

  it("ships props parsed by the screen's schema, defaults applied", () => {
    const root = mkdtempSync(join(tmpdir(), "manifests-"));
    dirs.push(root);
    cpSync(fixture, join(root, "manifests"), { recursive: true });
    const path = join(root, "manifests", "route-sets/standard.json");
    const json = JSON.parse(readFileSync(path, "utf8")) as { routes: unknown[] };
    json.routes.push({ path: "login", screen: "login" }, { path: "login/agreement", screen: "loginAgreement" });
    writeFileSync(path, JSON.stringify(json));
    const { bundle } = validateManifestFiles(loadManifestFiles(root));
    const login = bundle?.routeSets.standard?.routes.find((r) => r.path === "login");
    expect(login?.props).toEqual({ variant: "standard", test: false });
  });

  it("reports unknown properties and bad formats", () => {
    expect(
      problemsAfter("alpha.json", (j) => {
        j.colour = "red";
        j.code = "1";
        j.hours = { open: "10:00", close: "25:00" };
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/alpha.json /colour: is not an allowed property",
        "manifests/alpha.json /code: must match pattern "^\\d{2}$"",
        "manifests/alpha.json /hours/close: must match pattern "^([01]\\d|2[0-3]):[0-5]\\d$"",
      ]
    `);
  });

  it("reports a file that is not JSON", () => {
    expect(problemsAfter("beta.json", () => {}, "{ not json")).toMatchInlineSnapshot(`
      [
        "manifests/beta.json /: is not valid JSON (Expected property name or '}' in JSON at position 2)",
      ]
    `);
  });

  it("reports duplicate codes and paths across files", () => {
    expect(problemsAfter("beta.json", (j) => (j.code = "01"))).toMatchInlineSnapshot(`
      [
        "manifests/beta.json /code: code "01" is also used by alpha.json",
      ]
    `);
  });

  it("reports opening hours that do not open before they close", () => {
    expect(problemsAfter("alpha.json", (j) => (j.hours = { open: "22:00", close: "10:00" }))).toMatchInlineSnapshot(`
      [
        "manifests/alpha.json /hours/close: closing time 10:00 must be after opening time 22:00",
      ]
    `);
  });

  it("reports a roulette window that ends before it starts, or is not a day", () => {
    expect(problemsAfter("alpha.json", (j) => (j.roulette = { windows: [{ from: "2021-13-01", to: "2021-12-31" }] }))).toEqual([
      'manifests/alpha.json /roulette/windows/0/from: must match pattern "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"',
    ]);
    expect(problemsAfter("alpha.json", (j) => (j.roulette = { windows: [{ from: "2021-10-11", to: "2021-10-01" }] }))).toEqual([
      "manifests/alpha.json /roulette/windows/0/to: the window ends (2021-10-01) before it starts (2021-10-11)",
    ]);
  });

  it("reports parking fees out of range and free-parking tiers out of order", () => {
    const paid = (validation: { spendWon: number; freeMinutes: number }[], unitWon = 1000) => ({ freeMinutes: 30, unitMinutes: 10, unitWon, validation });
    const entrances = [{ ko: "정문", en: "Main gate" }];
    expect(problemsAfter("alpha.json", (j) => (j.parking = { free: true, entrances }))).toEqual([]);
    expect(problemsAfter("alpha.json", (j) => (j.parking = { free: true, fee: paid([]), entrances }))).toEqual([
      "manifests/alpha.json /parking: must give either free: true or fee",
    ]);
    expect(problemsAfter("alpha.json", (j) => (j.parking = { entrances }))).toEqual(["manifests/alpha.json /parking: must give either free: true or fee"]);
    expect(problemsAfter("alpha.json", (j) => (j.parking = { fee: paid([], -1), entrances }))).toEqual([
      "manifests/alpha.json /parking/fee/unitWon: must be >= 0",
    ]);
    expect(
      problemsAfter(
        "alpha.json",
        (j) =>
          (j.parking = {
            fee: paid([
              { spendWon: 50000, freeMinutes: 60 },
              { spendWon: 30000, freeMinutes: 120 },
            ]),
            entrances,
          }),
      ),
    ).toEqual(["manifests/alpha.json /parking/fee/validation/1/spendWon: must be more than the tier before (50000)"]);
    expect(problemsAfter("alpha.json", (j) => (j.parking = { free: true, entrances: [] }))).toEqual([
      "manifests/alpha.json /parking/entrances: must NOT have fewer than 1 items",
    ]);
  });

  it("reports static pages and rental venues that do not fit, with their pointers", () => {
    const text = (ko: string) => ({ ko, en: ko });
    const section = { heading: text("안내"), points: [text("하나")] };
    expect(problemsAfter("alpha.json", (j) => (j.pages = { giftCard: { title: text("상품권"), sections: [section] } }))).toEqual([]);
    expect(problemsAfter("alpha.json", (j) => (j.pages = { giftCard: { title: text("상품권"), sections: [{ heading: text("안내") }] } }))).toEqual([
      "manifests/alpha.json /pages/giftCard/sections/0: a section needs paragraphs or points",
    ]);
    expect(problemsAfter("alpha.json", (j) => (j.pages = { "gift card": { title: text("상품권"), sections: [section] } }))).toContain(
      'manifests/alpha.json /pages: must match pattern "^[A-Za-z][A-Za-z0-9_-]{0,39}$"',
    );
    const venue = {
      id: "livePlaza",
      name: text("라이브 플라자"),
      place: text("1층"),
      summary: text("행사장"),
      hours: text("10:00–22:00"),
      uses: [text("공연")],
    };
    const rental = (venues: unknown[]) => ({ phone: "031-8072-8123", hours: text("평일"), howTo: [text("문의")], venues });
    expect(problemsAfter("alpha.json", (j) => (j.rentalVenues = rental([venue])))).toEqual([]);
    expect(problemsAfter("alpha.json", (j) => (j.rentalVenues = rental([venue, venue])))).toEqual([
      'manifests/alpha.json /rentalVenues/venues/1/id: venue "livePlaza" is listed twice',
    ]);
    expect(problemsAfter("alpha.json", (j) => (j.rentalVenues = rental([{ ...venue, id: "cinema" }])))).toEqual([
      'manifests/alpha.json /rentalVenues/venues/0/id: must be one of "livePlaza", "jambaJuice", "megabox", "chicor", "YPbooks"',
    ]);
  });

  it("reports a missing route set and an undeclared brand", () => {
    expect(problemsAfter("alpha.json", (j) => ((j.routeSet = "suwon"), (j.brand = "city")))).toMatchInlineSnapshot(`
      [
        "manifests/alpha.json /brand: brand group "city" is not declared in brands.json",
        "manifests/alpha.json /routeSet: route set "suwon" does not exist",
      ]
    `);
  });

  it("reports a login page with no login terms page in its route set or a top one to send a member missing terms to", () => {
    expect(
      problemsAfter("route-sets/standard.json", (j) => {
        (j.routes as unknown[]).push({ path: "login", screen: "login" });
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/route-sets/standard.json /routes: a login page with no login terms page (loginAgreement) here or in a top route set, where a member whose required terms are missing is sent",
      ]
    `);
  });

  it("reports redirect targets that do not exist", () => {
    expect(
      problemsAfter("route-sets/standard.json", (j) => {
        const routes = j.routes as { path: string; redirect?: string; children?: { path: string; redirect?: string }[] }[];
        routes[2]!.children![1]!.redirect = "event/mian";
        (j.redirects as { to: string }[])[0]!.to = "/gamma/event/main";
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/route-sets/standard.json /routes/2/children/1/redirect: redirect target "event/mian" is not a declared route",
        "manifests/route-sets/standard.json /redirects/0/to: redirect target "/gamma/event/main" is neither a mall nor a top-level route",
      ]
    `);
  });

  it("reports a conditional redirect on an undeclared route or param", () => {
    expect(
      problemsAfter("alpha.json", (j) => {
        j.redirects = [
          { from: "event/stampEvent/:eventMon", when: { eventMon: "202304" }, to: "event/main" },
          { from: "event/main/:eventId", when: { month: "1" }, to: "event/main/:id" },
        ];
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/alpha.json /redirects/0/from: "event/stampEvent/:eventMon" is not a declared route",
        "manifests/alpha.json /redirects/1/when/month: "month" is not a param of "event/main/:eventId"",
        "manifests/alpha.json /redirects/1/to: ":id" in the target is not a param of "event/main/:eventId"",
      ]
    `);
  });

  it("reports a route with both a screen and a redirect, and a bad default child", () => {
    expect(
      problemsAfter("route-sets/standard.json", (j) => {
        const routes = j.routes as Record<string, unknown>[];
        routes[1]!.screen = "mallHome";
        routes[3]!.defaultChild = "notice";
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/route-sets/standard.json /routes/1: a route needs exactly one of screen, redirect or defaultChild (a layout may have a screen and a defaultChild)",
        "manifests/route-sets/standard.json /routes/3/defaultChild: default child "notice" is not a child of this route",
      ]
    `);
  });

  it("reports a route whose path params are not its screen's declared params", () => {
    expect(
      problemsAfter("route-sets/standard.json", (j) => {
        const routes = j.routes as { children?: Record<string, unknown>[] }[];
        routes[2]!.children![0]!.path = ":id";
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/route-sets/standard.json /redirects/0/from: "event/main/:eventId" is not a declared route",
        "manifests/route-sets/standard.json /routes/2/children/0/path: ":id" is not a path param of screen "eventDetail" (declared: eventId; schemas/screens/params.ts)",
      ]
    `);
  });

  it("reports a second canonical route of one screen with the same params", () => {
    expect(
      problemsAfter("route-sets/standard.json", (j) => {
        const routes = j.routes as Record<string, unknown>[];
        routes[2]!.canonical = true;
        routes.push({ path: "events", screen: "eventList", canonical: true });
      }),
    ).toMatchInlineSnapshot(`
      [
        "manifests/route-sets/standard.json /routes/4/canonical: screen "eventList" already has a canonical route with these params (/routes/2)",
      ]
    `);
  });

  it("reports a default mall that is not a declared mall", () => {
    expect(problemsAfter("brands.json", (j) => (j.defaultMall = "gamma"))).toMatchInlineSnapshot(`
      [
        "manifests/brands.json /defaultMall: default mall "gamma" is not a declared mall with a route set",
      ]
    `);
  });

  it("reports an e-catalog host that is not an external host too", () => {
    const problems = problemsAfter("brands.json", (j) => {
      j.links = { externalHosts: ["ecatalog.example"], appSchemes: [], ecatalogHosts: ["ecatalog.example", "other.example"] };
    });
    expect(problems).toEqual(["manifests/brands.json /links/ecatalogHosts/1: must also be listed in externalHosts (other.example is not)"]);
  });

  it("reports a default locale that is not available", () => {
    expect(problemsAfter("alpha.json", (j) => (j.locales = { default: "en", available: ["ko"] }))).toMatchInlineSnapshot(`
      [
        "manifests/alpha.json /locales/default: default locale "en" is not in available",
      ]
    `);
  });
});
