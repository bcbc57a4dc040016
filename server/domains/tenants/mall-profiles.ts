// Per-mall facts the tenant seed needs (the manifests carry no floors or phone numbers).
// Malls without a profile (landing pages such as unjeong) get no tenants.

export type Cinema = "megabox" | "cgv";
export type Special = "cityLounge" | "kids" | "library";

export interface FoodCourtProfile {
  key: string;
  ko: string;
  en: string;
  fl: string;
  seats: number;
}

export interface MallProfile {
  /** Floors, lowest first. */
  floors: readonly string[];
  /** Phone prefix of the mall's switchboard (031-8072). */
  tel: string;
  tenantCount: number;
  cinema: Cinema | null;
  specials: readonly Special[];
  foodCourts: readonly FoodCourtProfile[];
}

const court = (fl: string, seats: number): FoodCourtProfile => ({ key: "foodCourt", ko: "푸드 스트리트", en: "Food Street", fl, seats });
const gourmet = (fl: string): FoodCourtProfile => ({ key: "gourmetHall", ko: "고메 홀", en: "Gourmet Hall", fl, seats: 320 });

export const MALL_PROFILES: Readonly<Record<string, MallProfile>> = {
  hanam: {
    floors: ["B1", "1F", "2F", "3F"],
    tel: "031-8072",
    tenantCount: 72,
    cinema: "megabox",
    specials: ["kids", "library"],
    foodCourts: [court("3F", 680), gourmet("B1")],
  },
  coexmall: { floors: ["B2", "B1", "1F"], tel: "02-6002", tenantCount: 66, cinema: "megabox", specials: ["kids", "library"], foodCourts: [court("B1", 540)] },
  goyang: { floors: ["B1", "1F", "2F", "3F"], tel: "031-5173", tenantCount: 64, cinema: "megabox", specials: ["kids"], foodCourts: [court("3F", 600)] },
  wirye: { floors: ["1F", "2F", "3F"], tel: "031-8036", tenantCount: 44, cinema: null, specials: ["kids"], foodCourts: [court("3F", 300)] },
  bucheon: { floors: ["1F", "2F", "3F"], tel: "032-623", tenantCount: 46, cinema: null, specials: ["kids"], foodCourts: [court("3F", 320)] },
  myeongji: { floors: ["B1", "1F", "2F"], tel: "051-974", tenantCount: 42, cinema: null, specials: ["cityLounge", "kids"], foodCourts: [court("2F", 280)] },
  anseong: { floors: ["B1", "1F", "2F", "3F"], tel: "031-8092", tenantCount: 58, cinema: "megabox", specials: ["kids"], foodCourts: [court("3F", 520)] },
  centerfield: { floors: ["B2", "B1", "1F", "2F"], tel: "02-6954", tenantCount: 48, cinema: null, specials: [], foodCourts: [] },
  suwon: {
    floors: ["B1", "1F", "2F", "3F", "4F"],
    tel: "031-5183",
    tenantCount: 78,
    cinema: "cgv",
    specials: ["kids", "library"],
    foodCourts: [court("4F", 720), gourmet("B1")],
  },
  granseoul: { floors: ["B1", "1F", "2F"], tel: "02-2158", tenantCount: 40, cinema: null, specials: [], foodCourts: [] },
};

/** Korean floor names (B1 → 지하 1층, 1F → 1층). */
export function floorNameKo(fl: string): string {
  if (fl.startsWith("B")) return `지하 ${fl.slice(1)}층`;
  if (fl === "P") return "주차장";
  return `${fl.slice(0, -1)}층`;
}

/** Units per floor map: every floor has room for this many stores. */
export const UNITS_PER_FLOOR = 24;

export const floorMapUri = (mall: string, fl: string): string => `/images/seed/floor-${mall}-${fl}.svg`;
