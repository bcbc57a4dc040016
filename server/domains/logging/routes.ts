import { loggingEndpoints as E } from "../../../schemas/api/logging.ts";
import type { ServerDeps } from "../../http/context.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";

/** The mall of an optional mall field (null when absent; 404 when unknown). */
function mallOf(deps: ServerDeps, mall: string | undefined): string | null {
  if (mall === undefined) return null;
  const m = deps.malls.get(mall.toLowerCase());
  if (!m) throw new HttpError(404, "Mall not supported");
  return m.path;
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The lookup key of a page: its first four path segments ("/hanam/event/main/E01260001"). */
export function pageKey(url: string): string {
  let path = url;
  if (/^[a-z]+:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      path = "/";
    }
  }
  const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean).slice(0, 4);
  return `/${segments.map(safeDecode).join("/")}`;
}

const stamp = (now: number) => new Date(now).toISOString();

export const loggingRoutes = [
  route(
    E.info,
    ({ deps, input, session, ip, now }) => {
      deps.db
        .prepare("INSERT INTO log_info (mall, log_type, url, msg, cust_id, ip, logged_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
        .run(mallOf(deps, input.mall), input.logType, input.url ?? null, input.msg ?? null, session?.custId ?? null, ip, stamp(now));
      return ok;
    },
    () => ({ params: {}, input: { mall: "hanam", logType: "ecatalog", url: "https://ecatalog.example/field/2026-winter" } }),
  ),
  route(
    E.pvlog,
    ({ deps, input, session, ip, now }) => {
      deps.db
        .prepare("INSERT INTO log_pv (mall, url, referrer, device_id, cust_id, ip, logged_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
        .run(mallOf(deps, input.mall), input.url, input.referrer ?? null, input.deviceId ?? null, session?.custId ?? null, ip, stamp(now));
      return ok;
    },
    () => ({ params: {}, input: { mall: "hanam", url: "/hanam/tenant/floorInfo" } }),
  ),
  route(
    E.bnhits,
    ({ deps, input, session, ip, now }) => {
      deps.db
        .prepare("INSERT INTO log_banner_hit (mall, bn_seq, cust_id, ip, hit_at) VALUES (?, ?, ?, ?, ?)")
        .run(mallOf(deps, input.mall), input.bnSeq, session?.custId ?? null, ip, stamp(now));
      return ok;
    },
    () => ({ params: {}, input: { mall: "hanam", bnSeq: "1" } }),
  ),
  route(
    E.pophits,
    ({ deps, input, session, ip, now }) => {
      deps.db
        .prepare("INSERT INTO log_popup_hit (mall, pop_seq, cust_id, ip, hit_at) VALUES (?, ?, ?, ?, ?)")
        .run(mallOf(deps, input.mall), input.popSeq, session?.custId ?? null, ip, stamp(now));
      return ok;
    },
    () => ({ params: {}, input: { mall: "hanam", popSeq: "1" } }),
  ),
  route(
    E.seoInfo,
    ({ deps, mall, input, ip }) => {
      const get = deps.db.prepare("SELECT seo_titl, seo_keyword, seo_describe FROM seo_page_info WHERE page_key = ?");
      const row = (get.get(pageKey(input.url)) ?? get.get(`/${mall.path}`)) as { seo_titl: string; seo_keyword: string; seo_describe: string } | undefined;
      const seoInfo = row
        ? { seoTitl: row.seo_titl, seoKeyWord: row.seo_keyword, seoDescribe: row.seo_describe }
        : { seoTitl: mall.nameKo, seoKeyWord: mall.nameKo, seoDescribe: mall.nameKo };
      return { ...ok, seoInfo, clientIp: ip };
    },
    () => ({ params: { mall: "hanam" }, input: { url: "/hanam/myfield/main" } }),
  ),
  route(
    E.gateUrl,
    ({ deps, mall, session, ip, now }) => {
      deps.db.prepare("INSERT INTO log_gate (mall, cust_id, ip, entered_at) VALUES (?, ?, ?, ?)").run(mall.path, session?.custId ?? null, ip, stamp(now));
      return { ...ok, gateUrl: `/${mall.path}`, bcnCd: mall.code ?? "", bcnNm: mall.nameKo };
    },
    () => ({ params: { mall: "goyang" }, input: {} }),
  ),
];
