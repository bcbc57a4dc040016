import { tenantsEndpoints as E } from "../../../schemas/api/tenants.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { Where } from "../../lib/where.ts";
import { pageTenants, toRestaurantItem, type TenantRow } from "./store.ts";

const FLAGS = ["res_avl_yn", "pckg_avl_yn", "chld_menu_yn"] as const;

export const diningRoutes = [
  route(
    E.restaurantCafe,
    ({ deps, mall, input }) => {
      const w = new Where().add("t.mall = ?", mall.path).add("t.cate_seq IN (51, 52)");
      if (input.cate_seq) w.add("t.cate_seq = ?", input.cate_seq);
      if (input.fl) w.add("t.fl = ?", input.fl);
      // A break-time filter works both ways (Y: has one, N: open all day); the others filter on Y only.
      if (input.brk_time_yn) w.add(input.brk_time_yn === "Y" ? "t.brk_time <> ''" : "t.brk_time = ''");
      for (const f of FLAGS) if (input[f] === "Y") w.add(`t.${f} = 'Y'`);
      const page = pageTenants(deps.db, w, input.pageIndex, 20);
      return { ...ok, tntList: page.rows.map(toRestaurantItem), paginationInfo: page.info };
    },
    () => ({ params: { mall: "hanam" }, input: { pckg_avl_yn: "Y" } }),
  ),
  route(
    E.foodCourt,
    ({ deps, mall, params }) => {
      const fc = deps.db
        .prepare("SELECT c.*, f.map_uri FROM tnt_food_court c JOIN tnt_floor f ON f.mall = c.mall AND f.fl = c.fl WHERE c.mall = ? AND c.fc_key = ?")
        .get(mall.path, params.foodCourt) as
        | { fc_key: string; nm_ko: string; nm_en: string; fl: string; opn_hr: string; seat_cnt: number; map_uri: string }
        | undefined;
      if (!fc) throw new HttpError(404, "Food court not found");
      const stalls = deps.db.prepare("SELECT * FROM tnt_tenant WHERE mall = ? AND fc_key = ? ORDER BY nm_ko").all(mall.path, fc.fc_key) as TenantRow[];
      return {
        ...ok,
        foodCourt: { fcKey: fc.fc_key, fcNmKo: fc.nm_ko, fcNmEn: fc.nm_en, fl: fc.fl, opnHr: fc.opn_hr, seatCnt: fc.seat_cnt, mobFloorUri: fc.map_uri },
        tntList: stalls.map(toRestaurantItem),
      };
    },
    () => ({ params: { mall: "hanam", foodCourt: "foodCourt" }, input: {} }),
  ),
];
