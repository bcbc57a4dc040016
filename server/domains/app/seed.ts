import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { DAY_MS, kstYmd } from "../../lib/kst.ts";
import { between } from "../../seed/random.ts";
import { DEMO_DEVICE_ID } from "../member/index.ts";

/** The welcome message every new install gets (the inbox/new/welcome call reads it). */
export const WELCOME = { pushSeq: 1, ibSeq: 1 } as const;

const BROADCASTS = [
  {
    title: "필드몰 앱 설치를 환영합니다",
    cont: "로그인하면 모바일 영수증, 쿠폰, 내 차 찾기를 한 번에 이용할 수 있어요. 지금 웰컴 쿠폰을 확인해 보세요.",
    link: "/hanam/event/coupon",
    welcome: "Y",
    daysAgo: 40,
  },
  {
    title: "주말 주차 안내",
    cont: "이번 주말은 방문객이 많아 지하 3층과 4층 주차를 권해 드립니다. 실시간 주차 현황은 앱에서 확인하세요.",
    link: "/hanam/store/parkingInfo",
    welcome: "N",
    daysAgo: 16,
  },
  {
    title: "겨울 시즌 오프 행사",
    cont: "패션과 리빙 매장에서 최대 50% 할인 행사가 열립니다. 참여 매장은 이벤트 페이지에서 확인하세요.",
    link: "/hanam/event/main",
    welcome: "N",
    daysAgo: 9,
  },
  {
    title: "키즈 프로그램 신청 시작",
    cont: "주말 어린이 만들기 교실 신청이 시작되었습니다. 인기 회차는 일찍 마감될 수 있어요.",
    link: "/goyang/tenant/fieldKids",
    welcome: "N",
    daysAgo: 5,
  },
  {
    title: "스탬프 이벤트 마지막 주",
    cont: "이번 달 스탬프 이벤트가 일주일 남았습니다. 스탬프를 모두 모으면 쿠폰을 드려요.",
    link: "/hanam/stamplink",
    welcome: "N",
    daysAgo: 2,
  },
] as const;

const DEVICE_MESSAGES = [
  {
    title: "쿠폰이 도착했어요",
    cont: "달빛 로스터리 음료 1,000원 할인 쿠폰이 발급되었습니다. 이번 달 말까지 사용할 수 있어요.",
    link: "/hanam/event/coupon",
    daysAgo: 3,
  },
  { title: "내 차 위치가 저장되었어요", cont: "지하 2층 C-14 구역에 주차한 차량 정보가 저장되었습니다.", link: "/hanam/mycar", daysAgo: 1 },
] as const;

/**
 * A device whose inbox runs to a second page (20 a page): a month of the messages a regular app
 * user gets, none read yet. The inbox's "more" is tried on it (tests/e2e/inbox.spec.ts).
 */
export const LONG_INBOX_DEVICE_ID = "DEMO-DEVICE-0002";

const LONG_INBOX = [
  { title: "주간 쿠폰이 도착했어요", cont: "이번 주 식음 매장 할인 쿠폰을 확인해 보세요.", link: "/hanam/event/coupon" },
  { title: "주차 정산 안내", cont: "출차 전 앱에서 주차 요금을 미리 정산하면 더 빨리 나갈 수 있어요.", link: "/hanam/store/parkingInfo" },
  { title: "새 이벤트가 시작되었어요", cont: "이번 주 진행 중인 이벤트를 이벤트 페이지에서 확인하세요.", link: "/hanam/event/main" },
  { title: "영수증이 저장되었어요", cont: "오늘 결제한 영수증이 모바일 영수증함에 저장되었습니다.", link: "/hanam/mobileReceipt" },
  { title: "관심 매장 소식", cont: "관심 매장에 새 상품이 입고되었습니다.", link: "/hanam/tenant" },
  { title: "이번 주 영업시간 안내", cont: "이번 주 영업시간은 평소와 같습니다. 방문 전 확인해 주세요.", link: "" },
] as const;

/** Inbox messages, mobile vouchers, and the app versions the update check compares with. */
export function seedApp(db: Db, ctx: SeedContext): void {
  const nowMs = ctx.now.getTime();
  const insertMsg = db.prepare(
    "INSERT INTO inbox_messages (ib_seq, push_seq, uuid, title, cont, link_url, welcome_yn, reg_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  BROADCASTS.forEach((m, i) =>
    insertMsg.run(i + 1, i + 1, null, m.title, m.cont, m.link, m.welcome, nowMs - m.daysAgo * DAY_MS - between(ctx.random, 0, 600) * 60_000),
  );
  DEVICE_MESSAGES.forEach((m, i) =>
    insertMsg.run(101 + i, 101 + i, DEMO_DEVICE_ID, m.title, m.cont, m.link, "N", nowMs - m.daysAgo * DAY_MS - between(ctx.random, 0, 600) * 60_000),
  );
  db.prepare("INSERT INTO inbox_reads (uuid, ib_seq, read_at) VALUES (?, ?, ?)").run(DEMO_DEVICE_ID, WELCOME.ibSeq, nowMs - 39 * DAY_MS);
  // 18 of its own over the last 36 days (with the 5 broadcasts: 23, a second page of 3). No draw
  // from ctx.random: the seed's later values stay what they were.
  for (let i = 0; i < 18; i++) {
    const m = LONG_INBOX[i % LONG_INBOX.length]!;
    const week = Math.floor(i / LONG_INBOX.length) + 1;
    insertMsg.run(201 + i, 201 + i, LONG_INBOX_DEVICE_ID, `${m.title} (${week}주차)`, m.cont, m.link, "N", nowMs - (36 - 2 * i) * DAY_MS - 90 * 60_000);
  }

  const insertVoucher = db.prepare(
    "INSERT INTO vouchers (vou_iss_no, bcn_cd, cust_id, uuid, vou_nm, amount, bar_code, vld_strt_dt, vld_end_dt, use_yn) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const day = (offset: number) => kstYmd(nowMs + offset * DAY_MS);
  const vouchers = [
    { no: "VOU0000000001", bcn: "01", cust: "M0000001", uuid: "", nm: "필드몰 모바일 상품권 1만원", amount: 10000, from: -10, to: 355, used: "N" },
    { no: "VOU0000000002", bcn: "02", cust: "M0000001", uuid: "", nm: "코엑스몰 식당가 모바일 상품권 3만원", amount: 30000, from: -60, to: 305, used: "Y" },
    { no: "VOU0000000003", bcn: "02", cust: "M0000002", uuid: "", nm: "필드몰 모바일 상품권 5만원", amount: 50000, from: -3, to: 362, used: "N" },
    { no: "VOU0000000004", bcn: "01", cust: "", uuid: DEMO_DEVICE_ID, nm: "앱 설치 감사 모바일 상품권 5천원", amount: 5000, from: -5, to: 25, used: "N" },
  ];
  for (const v of vouchers)
    insertVoucher.run(
      v.no,
      v.bcn,
      v.cust,
      v.uuid,
      v.nm,
      v.amount,
      `8801${v.bcn}${String(between(ctx.random, 1_000_000_000, 9_999_999_999))}`,
      day(v.from),
      day(v.to),
      v.used,
    );

  const insertVersion = db.prepare("INSERT INTO app_versions (os_type, latest_version, min_version, store_url) VALUES (?, ?, ?, ?)");
  insertVersion.run("android", "3.4.0", "3.0.0", "https://apps.example/fieldmall/android");
  insertVersion.run("ios", "3.4.1", "3.1.0", "https://apps.example/fieldmall/ios");
}
