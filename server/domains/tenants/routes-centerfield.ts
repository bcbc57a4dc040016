import { tenantsEndpoints as E } from "../../../schemas/api/tenants.ts";
import type { Db } from "../../db/open.ts";
import { route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { CF_CONNECTORS, cfRoute, cfRouteSteps } from "./cf-route-model.ts";
import { cfRouteImgUri, type CfFloor } from "./data-centerfield.ts";
import { routePanelOffset } from "./seed-images.ts";
import { likeText, Where } from "../../lib/where.ts";

interface PlaceRow {
  idx: number;
  floor: CfFloor;
  nm_ko: string;
  nm_en: string;
  place_key: string;
  x: number;
  y: number;
}

const toPlace = (p: PlaceRow) => ({ index: p.idx, floor: p.floor, name: p.nm_ko, nameEn: p.nm_en, key: p.place_key });
const place = (db: Db, idx: number) => db.prepare("SELECT * FROM tnt_cf_place WHERE idx = ?").get(idx) as PlaceRow;

export const centerfieldRoutes = [
  route(
    E.cfRouteStores,
    ({ deps, input }) => {
      const places = deps.db.prepare("SELECT * FROM tnt_cf_place ORDER BY idx").all() as PlaceRow[];
      const w = new Where();
      if (input.floor) w.add("floor = ?", input.floor);
      if (input.keyword) w.add("(nm_ko LIKE ? ESCAPE '\\' OR nm_en LIKE ? ESCAPE '\\')", likeText(input.keyword), likeText(input.keyword));
      const stores = deps.db.prepare(`SELECT * FROM tnt_cf_store ${w.sql} ORDER BY sort_ord`).all(...w.args) as {
        floor: CfFloor;
        nm_ko: string;
        nm_en: string;
        idx: number;
        store_key: string;
      }[];
      return {
        ...ok,
        placeList: places.map(toPlace),
        storeList: stores.map((s) => ({ floor: s.floor, name: s.nm_ko, nameEn: s.nm_en, index: s.idx, key: s.store_key })),
      };
    },
    () => ({ params: {}, input: {} }),
  ),
  route(
    E.cfRouteMap,
    ({ deps, input }) => {
      const start = place(deps.db, input.start);
      const dest = place(deps.db, input.dest);
      const stepFree = input.stepFree === "Y";
      const legs = cfRoute(start.idx, dest.idx, stepFree);
      const floors = [...new Set(legs.flatMap((l) => [l.floor, l.toFloor]))];
      const via = (key: string | null) => {
        const c = CF_CONNECTORS.find((k) => k.key === key);
        return c ? { key: c.key, name: c.name, nameEn: c.nameEn } : null;
      };
      return {
        ...ok,
        routeMap: {
          start: toPlace(start),
          dest: toPlace(dest),
          routeImgUri: cfRouteImgUri(start.floor, dest.floor),
          startPin: { x: start.x, y: start.y },
          destPin: { x: dest.x, y: dest.y + routePanelOffset(start.floor, dest.floor) },
          steps: cfRouteSteps(start.nm_ko, dest.nm_ko, legs),
          stepFree: stepFree ? ("Y" as const) : ("N" as const),
          legs: legs.map((l) => ({ kind: l.kind, floor: l.floor, toFloor: l.toFloor, path: l.path, via: via(l.via) })),
          floorMaps: floors.map((floor) => ({ floor, imgUri: cfRouteImgUri(floor, floor) })),
        },
      };
    },
    () => ({ params: {}, input: { start: "0", dest: "10" } }),
  ),
];
