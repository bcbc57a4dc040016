import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { eventRefId, INDEX_EVENT_TITLES } from "../search/index.ts";
import { generateTenants, MALL_PROFILES } from "../tenants/index.ts";

// Page infos (SEO) keyed by the first four path segments of a page: every mall's default (/<mall>),
// its membership page (/<mall>/my<product>/main), notice details, event details (the page-info
// event ids) and every tenant detail.

export function seedLogging(db: Db, ctx: SeedContext): void {
  const page = db.prepare("INSERT INTO seo_page_info (page_key, mall, seo_titl, seo_keyword, seo_describe) VALUES (?, ?, ?, ?, ?)");
  for (const m of ctx.malls) {
    const p = `/${m.path}`;
    page.run(p, m.path, m.nameKo, `${m.nameKo},쇼핑몰,층별안내,이벤트,주차`, `${m.nameKo}의 매장, 이벤트, 주차와 오시는 길을 안내합니다.`);
    page.run(
      `${p}/my${m.product}/main`,
      m.path,
      `멤버십 | ${m.nameKo}`,
      `${m.nameKo},멤버십,포인트,영수증`,
      `${m.nameKo} 멤버십 포인트와 등급, 모바일 영수증을 확인하세요.`,
    );
    page.run(`${p}/store/service/notice`, m.path, `공지사항 | ${m.nameKo}`, `${m.nameKo},공지사항`, `${m.nameKo}의 새 소식과 이용 안내`);
    const profile = MALL_PROFILES[m.path];
    if (!profile || !m.code) continue;
    INDEX_EVENT_TITLES.forEach((titl, i) =>
      page.run(
        `${p}/event/main/${eventRefId(m.code!, i)}`,
        m.path,
        `${titl} | ${m.nameKo}`,
        `${m.nameKo},이벤트,${titl.replaceAll(" ", "")}`,
        `${m.nameKo} 이벤트: ${titl}`,
      ),
    );
    for (const t of generateTenants(m.path, m.code, profile, ctx.now))
      page.run(
        `${p}/tenant/tenantDetail/${t.tnt_seq}`,
        m.path,
        `${t.brand.ko} | ${m.nameKo}`,
        `${t.brand.ko},${t.brand.en},${m.nameKo}`,
        `${t.brand.ko} (${t.fl}) — ${t.tnt_desc}`,
      );
  }
}
