import { DAY_MS, kstDate, kstDttm } from "../../lib/kst.ts";
import { between, pick, seededRandom } from "../../seed/random.ts";
import { BENEFITS, BRANDS, SPECIAL_TENANTS, THEMES, brandByEn, parentOf, type Brand } from "./brands.ts";
import { BREAK_TIMES, SIGNATURE_MENU } from "./data-dining.ts";
import { floorLayout, MAP_WIDTH } from "./floor-layout.ts";
import { floorNameKo, UNITS_PER_FLOOR, type MallProfile } from "./mall-profiles.ts";

// Generates one mall's tenants. Each mall draws from its own PRNG (seeded with the mall path), so a
// mall's tenants, and the pins on its generated floor maps, do not shift when a mall is added.

export interface TenantSeed {
  tnt_seq: string;
  brand: Brand;
  fl: string;
  unit: number;
  x: number;
  y: number;
  tels: string;
  opn_hr: string;
  tnt_desc: string;
  loc_desc: string;
  have_evt: "Y" | "N";
  have_cpn: "Y" | "N";
  pet_yn: "Y" | "N";
  anchor_yn: "Y" | "N";
  anch_desc: string;
  reg_dttm: string;
  open_dt: string;
  hot_rank: number | null;
  fc_key: string | null;
  brk_time: string;
  res_avl_yn: "Y" | "N";
  pckg_avl_yn: "Y" | "N";
  chld_menu_yn: "Y" | "N";
  rprs_menu: string;
  bnft: number[];
  thm: number[];
}

const DESC: Readonly<Record<number, string>> = {
  11: "계절감 있는 소재와 편안한 실루엣으로 매일 입기 좋은 옷을 제안하는 여성 패션 브랜드, {n}입니다.",
  12: "클래식한 테일러링과 실용적인 캐주얼을 함께 갖춘 남성 패션 브랜드, {n}입니다.",
  13: "러닝, 하이킹, 골프까지 활동에 맞는 기능성 의류와 용품을 만나는 스포츠 매장, {n}입니다.",
  14: "매일 신고 드는 슈즈와 가방, 액세서리를 한곳에서 고를 수 있는 {n}입니다.",
  15: "장인의 손길이 담긴 컬렉션을 프라이빗한 공간에서 경험하는 럭셔리 부티크, {n}입니다.",
  21: "피부 타입별 맞춤 상담과 테스트 존을 갖춘 뷰티 스토어, {n}입니다.",
  22: "전문 디자이너가 상담부터 시술까지 책임지는 살롱, {n}입니다.",
  31: "오래 곁에 두고 쓰는 가구와 소품으로 집을 채우는 리빙 숍, {n}입니다.",
  32: "주방과 생활을 가볍게 바꾸는 실용적인 살림살이를 모은 {n}입니다.",
  33: "최신 디지털 기기를 직접 체험하고 구매 상담을 받을 수 있는 {n}입니다.",
  41: "활동적인 아이들을 위한 편안하고 튼튼한 키즈 패션, {n}입니다.",
  42: "보고, 만지고, 만들며 노는 완구와 교구를 체험할 수 있는 {n}입니다.",
  51: "대표 메뉴는 {m}. 정성껏 차린 한 끼를 즐길 수 있는 레스토랑, {n}입니다.",
  52: "대표 메뉴는 {m}. 쇼핑 중 쉬어 가기 좋은 카페, {n}입니다.",
  53: "대표 메뉴는 {m}. 푸드코트에서 빠르고 든든하게 즐기는 {n}입니다.",
  61: "최신 개봉작을 편안한 좌석과 선명한 음향으로 즐기는 영화관, {n}입니다.",
  62: "친구, 가족과 함께 몸으로 즐기는 체험형 놀이 공간, {n}입니다.",
  63: "책과 음악, 전시가 함께하는 문화 공간, {n}입니다.",
  71: "입출금, 환전, 금융 상담을 이용할 수 있는 {n}입니다.",
  72: "쇼핑 중 필요한 의약품과 안경 서비스를 이용할 수 있는 {n}입니다.",
  73: "반려동물 용품과 미용 서비스를 함께 이용할 수 있는 {n}입니다.",
};
const SPECIAL_DESC: Readonly<Record<string, string>> = {
  "City Lounge": "강연, 모임, 대관 프로그램이 열리는 지역 커뮤니티 공간, 시티 라운지입니다.",
  "Field Kids": "아이와 보호자가 함께 공연과 체험 프로그램을 즐기는 키즈 공간, 필드 키즈입니다.",
  "Field Library": "누구나 자유롭게 책을 읽고 강연과 공연을 즐기는 열린 도서관, 필드 라이브러리입니다.",
};

/** Floors a category prefers, given the mall's floors (lowest first). */
function preferredFloors(cate: number, floors: readonly string[]): string[] {
  const top = floors.at(-1)!;
  const ground = floors.includes("1F") ? "1F" : floors[0]!;
  const upper = floors.filter((f) => !f.startsWith("B") && f !== "1F");
  const main = Math.floor(cate / 10);
  if (cate === 61 || cate === 62) return [top];
  if (cate === 15 || main === 2) return [ground];
  if (main === 1) return upper.length ? [ground, ...upper.slice(0, 2)] : [ground];
  if (main === 3 || main === 4) return upper.length ? upper : [top];
  if (main === 7) return [floors[0]!];
  if (cate === 51) return [...new Set([floors[0]!, top])];
  return [...floors];
}

function unitSide(fl: string, x: number, row: "north" | "south"): string {
  const side = x < MAP_WIDTH / 3 ? "서측" : x > (2 * MAP_WIDTH) / 3 ? "동측" : "중앙";
  return `${floorNameKo(fl)} ${side} ${row === "north" ? "북쪽" : "남쪽"} 구역`;
}

const yn = (b: boolean): "Y" | "N" => (b ? "Y" : "N");

/** One mall's tenants: specials, cinema, food-court stalls, then brands from the pool. */
export function generateTenants(mallPath: string, mallCode: string, profile: MallProfile, now: Date): TenantSeed[] {
  const random = seededRandom(`tenants:${mallPath}`);
  const fixed: { brand: Brand; fc: string | null; fl?: string }[] = [];
  for (const s of profile.specials) fixed.push({ brand: brandByEn(SPECIAL_TENANTS[s].en), fc: null });
  if (profile.cinema) fixed.push({ brand: brandByEn(profile.cinema === "megabox" ? "Megabox" : "CGV"), fc: null });
  const main = profile.foodCourts[0];
  if (main) for (const b of BRANDS.filter((x) => x.cate === 53)) fixed.push({ brand: b, fc: main.key, fl: main.fl });
  const taken = new Set(fixed.map((f) => f.brand.n));
  const rest = BRANDS.filter((b) => !taken.has(b.n) && b.cate !== 53 && b.cate !== 61 && !Object.values(SPECIAL_TENANTS).some((s) => s.en === b.en));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const chosen = [...fixed, ...rest.slice(0, profile.tenantCount - fixed.length).map((brand) => ({ brand, fc: null as string | null, fl: undefined }))];
  // A second food court (gourmet hall) takes four of the chosen restaurants.
  const second = profile.foodCourts[1];
  if (second) for (const c of chosen.filter((x) => x.brand.cate === 51).slice(0, 4)) Object.assign(c, { fc: second.key, fl: second.fl });
  // Tenants bound to a floor (food-court stalls) take their units first.
  chosen.sort((a, b) => Number(b.fl !== undefined) - Number(a.fl !== undefined));

  const used = new Map<string, number>(profile.floors.map((f) => [f, 0]));
  const layouts = new Map(profile.floors.map((f) => [f, floorLayout(mallPath, f)]));
  const openSoon = new Set(
    chosen
      .filter((c) => c.fc === null && c.brand.cate < 61)
      .slice(-5)
      .map((c) => c.brand.n),
  );
  const hot = new Set(
    chosen
      .filter((c) => [11, 13, 15, 21, 51, 52].includes(c.brand.cate))
      .slice(0, 8)
      .map((c) => c.brand.n),
  );
  let hotRank = 0;

  return chosen.map((c, i) => {
    const b = c.brand;
    const candidates = (c.fl ? [c.fl] : preferredFloors(b.cate, profile.floors)).filter((f) => used.get(f)! < UNITS_PER_FLOOR);
    const fl = candidates.length ? pick(random, candidates) : profile.floors.find((f) => used.get(f)! < UNITS_PER_FLOOR)!;
    const unit = used.get(fl)!;
    used.set(fl, unit + 1);
    const u = layouts.get(fl)!.units[unit]!;
    const food = b.cate >= 51 && b.cate <= 53;
    const menu = SIGNATURE_MENU[b.en] ?? "";
    const special = Object.values(SPECIAL_TENANTS).find((s) => s.en === b.en);
    const recent = openSoon.has(b.n);
    const openDt = now.getTime() + (recent ? between(random, -45, 14) : -between(random, 400, 2400)) * DAY_MS;
    const regDttm = kstDttm(openDt + (-between(random, 7, 30) - between(random, 0, 540) / 1440) * DAY_MS);
    const telCount = b.cate === 61 || special ? 2 : 1;
    const tels = Array.from({ length: telCount }, () => `${profile.tel}-${between(random, 1000, 9899)}`).join(",");
    const bnft = BENEFITS.filter((x) => (x.seq === 5 ? Math.floor(b.cate / 10) === 4 || b.cate === 51 : random() < 0.3)).map((x) => x.seq);
    const thm = THEMES.filter((x) => (x.seq === 3 ? b.cate === 73 : random() < 0.3)).map((x) => x.seq);
    if (!thm.length) thm.push(pick(random, [1, 2, 4, 5]));
    const anchor = b.cate === 15 || b.cate === 61 || (b.cate === 31 && b.n % 2 === 1);
    return {
      tnt_seq: special ? special.code : `T${mallCode}${String(i + 1).padStart(4, "0")}`,
      brand: b,
      fl,
      unit,
      x: u.cx,
      y: u.cy,
      tels,
      opn_hr: b.cate === 61 ? "09:00~25:00" : b.cate === 71 ? "10:00~16:00" : food ? "10:30~22:00" : mallPath === "coexmall" ? "10:30~22:00" : "10:00~22:00",
      tnt_desc: special ? SPECIAL_DESC[b.en]! : DESC[b.cate]!.replace("{n}", b.ko).replace("{m}", menu),
      loc_desc: unitSide(fl, u.cx, unit < UNITS_PER_FLOOR / 2 ? "north" : "south"),
      have_evt: yn(random() < 0.25),
      have_cpn: yn(random() < 0.2),
      pet_yn: yn(b.cate === 73 || (!food && random() < 0.3)),
      anchor_yn: yn(anchor),
      anch_desc: anchor ? `${floorNameKo(fl)}을 대표하는 ${parentOf(b.cate).ko} 앵커 매장` : "",
      reg_dttm: regDttm,
      open_dt: kstDate(openDt),
      hot_rank: hot.has(b.n) ? ++hotRank : null,
      fc_key: c.fc,
      brk_time: food && b.cate !== 53 && random() < 0.4 ? pick(random, BREAK_TIMES) : "",
      res_avl_yn: yn(b.cate === 51 && random() < 0.6),
      pckg_avl_yn: yn(food && random() < 0.7),
      chld_menu_yn: yn(food && random() < 0.4),
      rprs_menu: menu,
      bnft,
      thm,
    };
  });
}
