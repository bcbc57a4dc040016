import * as z from "zod/mini";
import { brandsSchema } from "./brands.ts";
import { mallManifestSchema, type MallManifest } from "./manifest.ts";
import { checkLectureApply } from "./manifest-programs.ts";
import { checkRouteParams } from "./route-params.ts";
import { checkRouteProps, withParsedProps } from "./route-props.ts";
import { routeSetSchema, type RouteSet } from "./route-set.ts";
import { flattenRoutes, matchesPattern, paramNames, type FlatRoute } from "./route-tree.ts";

/**
 * Every manifest file together. Keys of routeSets and malls are file base names, so an issue's
 * path (["malls", "coexmall", "redirects", 0, "to"]) names the file and the JSON pointer.
 */
export const manifestBundleSchema = z.pipe(
  z
    .object({
      brands: brandsSchema,
      routeSets: z.record(z.string(), routeSetSchema),
      malls: z.record(z.string(), mallManifestSchema),
    })
    .check(
      z.superRefine((bundle, ctx) => {
        const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
        checkRouteSets(bundle.routeSets, issue);
        checkTermsPage(bundle.routeSets, issue);
        checkMalls(bundle, issue);
        checkRouteProps(bundle.routeSets, bundle.malls, issue);
        checkRouteParams(bundle.routeSets, issue);
      }),
    ),
  // Screens receive their props parsed, defaults applied, without parsing them in the browser.
  z.transform(withParsedProps),
);
export type ManifestBundle = z.output<typeof manifestBundleSchema>;

type Issue = (path: (string | number)[], message: string) => void;

function pointerPath(pointer: string): (string | number)[] {
  return pointer
    .split("/")
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Full route paths a target may point at: a mall-relative path must match one of them. */
function targetExists(target: string, routes: FlatRoute[]): boolean {
  const clean = target.split(/[?#]/)[0] ?? "";
  return routes.some((r) => matchesPattern(r.fullPath, clean) || r.fullPath === clean);
}

function checkTarget(target: string, ownRoutes: FlatRoute[], resolveAbsolute: (target: string) => string | null): string | null {
  if (target === "@visitedMall" || target === "/") return null;
  if (target.startsWith("/")) return resolveAbsolute(target);
  return targetExists(target, ownRoutes) ? null : `redirect target "${target}" is not a declared route`;
}

function checkRouteSets(routeSets: Record<string, RouteSet>, issue: Issue) {
  for (const [file, set] of Object.entries(routeSets)) {
    if (set.id !== file) issue(["routeSets", file, "id"], `id "${set.id}" must equal the file name "${file}"`);
    const flat = flattenRoutes(set.routes);
    const seen = new Map<string, string>();
    for (const r of flat) {
      const key = r.fullPath.toLowerCase();
      if (seen.has(key)) issue(["routeSets", file, ...pointerPath(r.pointer), "path"], `duplicate path "${r.fullPath}" (also at ${seen.get(key)})`);
      else seen.set(key, r.pointer);
      if (set.scope === "top" && !r.fullPath.startsWith("/"))
        issue(["routeSets", file, ...pointerPath(r.pointer), "path"], "routes of a top set must be absolute");
      if (set.scope === "mall" && r.fullPath.startsWith("/"))
        issue(["routeSets", file, ...pointerPath(r.pointer), "path"], "routes of a mall set must be relative to the mall");
      const dc = r.node.defaultChild;
      if (dc !== undefined && !(r.node.children ?? []).some((c) => c.path === dc))
        issue(["routeSets", file, ...pointerPath(r.pointer), "defaultChild"], `default child "${dc}" is not a child of this route`);
      if (r.node.redirect !== undefined && set.scope === "mall") {
        const problem = checkTarget(r.node.redirect, flat, () => null);
        if (problem) issue(["routeSets", file, ...pointerPath(r.pointer), "redirect"], problem);
      }
    }
    const names = new Map<string, string>();
    for (const r of flat) {
      const n = r.node.name;
      if (n === undefined) continue;
      if (names.has(n)) issue(["routeSets", file, ...pointerPath(r.pointer), "name"], `duplicate route name "${n}"`);
      names.set(n, r.pointer);
    }
    set.redirects?.forEach((rd, i) => checkConditional(rd, flat, ["routeSets", file, "redirects", i], issue, () => null));
    set.quickLinks?.forEach((q, i) => {
      if (!targetExists(q.to, flat)) issue(["routeSets", file, "quickLinks", i, "to"], `quick link "${q.to}" is not a declared route`);
    });
  }
}

/**
 * A login that finds required terms missing sends the member to the login terms page of their mall,
 * or to the app's where the mall's route set has none (screens/member/terms-path.ts): a route set
 * with a login page and no terms page needs a top route set that declares one (loginAgreement).
 */
function checkTermsPage(routeSets: Record<string, RouteSet>, issue: Issue) {
  const screensOf = (set: RouteSet) => new Set(flattenRoutes(set.routes).map((r) => r.node.screen));
  const topHasTerms = Object.values(routeSets).some((set) => set.scope === "top" && screensOf(set).has("loginAgreement"));
  if (topHasTerms) return;
  for (const [file, set] of Object.entries(routeSets)) {
    const screens = screensOf(set);
    if (screens.has("login") && !screens.has("loginAgreement"))
      issue(
        ["routeSets", file, "routes"],
        "a login page with no login terms page (loginAgreement) here or in a top route set, where a member whose required terms are missing is sent",
      );
  }
}

function checkConditional(
  rd: { from: string; when: Record<string, string>; to: string },
  flat: FlatRoute[],
  at: (string | number)[],
  issue: Issue,
  resolveAbsolute: (target: string) => string | null,
) {
  const from = flat.find((r) => r.fullPath === rd.from);
  if (!from) {
    issue([...at, "from"], `"${rd.from}" is not a declared route`);
    return;
  }
  const params = paramNames(rd.from);
  for (const k of Object.keys(rd.when)) if (!params.includes(k)) issue([...at, "when", k], `"${k}" is not a param of "${rd.from}"`);
  for (const p of paramNames(rd.to)) if (!params.includes(p)) issue([...at, "to"], `":${p}" in the target is not a param of "${rd.from}"`);
  const problem = checkTarget(rd.to, flat, resolveAbsolute);
  if (problem) issue([...at, "to"], problem);
}

function checkMalls(bundle: ManifestBundle, issue: Issue) {
  const { brands, routeSets, malls } = bundle;
  const byPath = new Map<string, string>();
  const byCode = new Map<string, string>();
  const gateSlots = new Map<string, string>();
  const flatBySet = new Map<string, FlatRoute[]>();
  for (const [id, set] of Object.entries(routeSets)) flatBySet.set(id, flattenRoutes(set.routes));
  const mallByPath = new Map<string, MallManifest>();
  for (const m of Object.values(malls)) mallByPath.set(m.path.toLowerCase(), m);

  const resolveAbsolute = (target: string): string | null => {
    const [, first = "", ...rest] = target.split(/[?#]/)[0]!.split("/");
    const mall = mallByPath.get(first.toLowerCase());
    if (!mall) {
      const top = flatBySet.get("top") ?? [];
      return targetExists(target, top) ? null : `redirect target "${target}" is neither a mall nor a top-level route`;
    }
    if (rest.length === 0) return null;
    const set = mall.routeSet ? flatBySet.get(mall.routeSet) : undefined;
    if (!set) return `redirect target "${target}" points into "${mall.path}", which has no route set`;
    return targetExists(rest.join("/"), set) ? null : `redirect target "${target}" is not a route of "${mall.path}"`;
  };

  for (const [file, m] of Object.entries(malls)) {
    const at = (...p: (string | number)[]) => ["malls", file, ...p];
    if (m.path !== file) issue(at("path"), `path "${m.path}" must equal the file name "${file}"`);
    const lower = m.path.toLowerCase();
    if (byPath.has(lower)) issue(at("path"), `path "${m.path}" is also declared by ${byPath.get(lower)}.json`);
    byPath.set(lower, file);
    if (m.code !== undefined) {
      if (byCode.has(m.code)) issue(at("code"), `code "${m.code}" is also used by ${byCode.get(m.code)}.json`);
      byCode.set(m.code, file);
    }
    if (!brands.groups.some((g) => g.id === m.brand)) issue(at("brand"), `brand group "${m.brand}" is not declared in brands.json`);
    if (m.hours.open >= m.hours.close) issue(at("hours", "close"), `closing time ${m.hours.close} must be after opening time ${m.hours.open}`);
    if (m.parking && (m.parking.free === true) === (m.parking.fee !== undefined)) issue(at("parking"), "must give either free: true or fee");
    const tiers = m.parking?.fee?.validation ?? [];
    tiers.forEach((t, i) => {
      if (i > 0 && t.spendWon <= tiers[i - 1]!.spendWon)
        issue(at("parking", "fee", "validation", i, "spendWon"), `must be more than the tier before (${tiers[i - 1]!.spendWon})`);
    });
    m.roulette?.windows.forEach((w, i) => {
      if (w.from > w.to) issue(at("roulette", "windows", i, "to"), `the window ends (${w.to}) before it starts (${w.from})`);
    });
    if (!m.locales.available.includes(m.locales.default)) issue(at("locales", "default"), `default locale "${m.locales.default}" is not in available`);
    if (m.kind === "mall") {
      if (m.routeSet === undefined) issue(at("routeSet"), "a mall needs a routeSet");
      else if (!routeSets[m.routeSet]) issue(at("routeSet"), `route set "${m.routeSet}" does not exist`);
      if (m.code === undefined) issue(at("code"), "a mall needs a two-digit code");
    }
    if ((m.kind === "landing" || m.kind === "gate") && m.screen === undefined) issue(at("screen"), `a ${m.kind} path needs a screen`);
    if (m.kind === "redirect") {
      if (m.redirectTo === undefined) issue(at("redirectTo"), "a redirect path needs redirectTo");
      else {
        const problem = resolveAbsolute(m.redirectTo.startsWith("/") ? m.redirectTo : `/${m.redirectTo}`);
        if (problem && m.redirectTo !== "/") issue(at("redirectTo"), problem);
      }
    }
    if (m.visitedRedirect && (m.kind !== "mall" || m.code === undefined))
      issue(at("visitedRedirect"), "only a mall with a code can be a visited-mall redirect target");
    if (m.contextMall !== undefined && !mallByPath.has(m.contextMall.toLowerCase())) issue(at("contextMall"), `mall "${m.contextMall}" is not declared`);
    if (m.gate) {
      const slot = `${m.gate.section}#${m.gate.index}`;
      if (gateSlots.has(slot))
        issue(at("gate", "index"), `gate index ${m.gate.index} in section ${m.gate.section} is also used by ${gateSlots.get(slot)}.json`);
      gateSlots.set(slot, file);
    }
    const flat = m.routeSet ? (flatBySet.get(m.routeSet) ?? []) : [];
    m.redirects?.forEach((rd, i) => {
      if (!m.routeSet) issue(at("redirects", i), "redirects need a route set");
      else checkConditional(rd, flat, at("redirects", i), issue, resolveAbsolute);
    });
    if (m.routeSet && routeSets[m.routeSet]) checkLectureApply(m.lectureApply, routeSets[m.routeSet]!.routes, m.features, at("lectureApply"), issue);
  }
  const fallback = mallByPath.get(brands.defaultMall.toLowerCase());
  if (!fallback || fallback.kind !== "mall") issue(["brands", "defaultMall"], `default mall "${brands.defaultMall}" is not a declared mall with a route set`);
  for (const [file, set] of Object.entries(routeSets)) {
    const flat = flatBySet.get(file) ?? [];
    for (const r of flat) {
      if (r.node.redirect?.startsWith("/") && r.node.redirect !== "/") {
        const problem = resolveAbsolute(r.node.redirect);
        if (problem) issue(["routeSets", file, ...pointerPath(r.pointer), "redirect"], problem);
      }
      if (r.node.mall !== undefined && !mallByPath.has(r.node.mall.toLowerCase()))
        issue(["routeSets", file, ...pointerPath(r.pointer), "mall"], `mall "${r.node.mall}" is not declared`);
    }
    set.redirects?.forEach((rd, i) => {
      if (rd.to.startsWith("/")) {
        const problem = resolveAbsolute(rd.to);
        if (problem) issue(["routeSets", file, "redirects", i, "to"], problem);
      }
    });
  }
}
