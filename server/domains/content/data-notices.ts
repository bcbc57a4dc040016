// Notices in Korean and English. Bodies are HTML; `{mall}` is replaced with the mall's name.
//
// SANITIZER FIXTURE: the Korean notice titled "[공지] 모바일 앱 서비스 점검 안내" (every mall) carries a
// harmless inline <script> and an <img onerror=…>, so the app's HTML sanitizer is exercised on real
// data. Both only set a window flag (window.__noticeScriptRan / window.__noticeOnerrorRan); a
// correct sanitizer removes them and the flags stay undefined.

export interface NoticeSeed {
  titl: string;
  body: string;
  daysAgo: number;
  fix?: boolean;
  /** Only these malls get the notice (default: every mall). */
  malls?: readonly string[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join("");
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
const hello = "안녕하세요, {mall}입니다.";
const thanks = "이용에 참고 부탁드립니다. 감사합니다.";

export const SANITIZER_NOTICE_TITLE = "[공지] 모바일 앱 서비스 점검 안내";

export const NOTICES_KO: readonly NoticeSeed[] = [
  {
    titl: "[안내] 연말연시 영업시간 변경 안내",
    daysAgo: 3,
    fix: true,
    body:
      p(hello, "연말연시 기간 영업시간이 아래와 같이 변경됩니다.") +
      ul("12월 31일(수): 10:00~21:00", "1월 1일(목): 11:00~22:00") +
      p("식음 매장은 매장별로 다를 수 있습니다.", thanks),
  },
  {
    titl: "[안내] 주차 요금 정산 방식 변경 안내",
    daysAgo: 9,
    fix: true,
    body:
      p(hello, "출차 시 번호 인식으로 자동 정산되는 방식으로 변경됩니다.") +
      ul("구매 영수증 할인: 앱 멤버십 바코드 제시", "사전 정산기: 각 층 엘리베이터 홀") +
      p(thanks),
  },
  {
    titl: "[공지] 개인정보 처리방침 개정 안내 (Ver5.0)",
    daysAgo: 102,
    body: p(
      hello,
      "개인정보 처리방침이 Ver5.0으로 개정되었습니다. 주요 변경 사항은 수집 항목 추가(차량 번호)와 장기 미이용 계정의 분리 보관입니다.",
      "자세한 내용은 앱의 설정 &gt; 약관 및 정책에서 확인하실 수 있습니다.",
    ),
  },
  {
    titl: SANITIZER_NOTICE_TITLE,
    daysAgo: 14,
    body:
      p(hello, "서비스 안정화를 위한 정기 점검이 진행됩니다.") +
      ul("일시: 매월 셋째 주 수요일 01:59~06:00", "내용: 로그인, 쿠폰, 영수증 조회 일시 중단") +
      `<img src="/images/seed/ribbon-3.svg" alt="점검 안내" onerror="window.__noticeOnerrorRan = true"><script>window.__noticeScriptRan = true;</script>` +
      p("점검 중에는 '시스템 점검 중입니다. 점검 완료 후 이용해 주세요.' 안내가 표시됩니다.", thanks),
  },
  {
    titl: "[안내] 12월 정기 소방 훈련 실시",
    daysAgo: 20,
    body: p(hello, "고객 안전을 위한 소방 훈련이 오전 9시부터 9시 40분까지 진행됩니다.", "훈련 중 비상 방송이 송출될 수 있으니 놀라지 마시기 바랍니다."),
  },
  {
    titl: "[안내] 유모차·휠체어 대여 장소 이전",
    daysAgo: 27,
    body: p(hello, "유모차와 휠체어 대여 장소가 1층 안내데스크 옆으로 이전되었습니다.", "대여 시 신분증을 맡겨 주셔야 합니다."),
  },
  {
    titl: "[안내] 분실물 보관 및 처리 기준 안내",
    daysAgo: 41,
    body: p(hello, "습득된 분실물은 안내데스크에서 14일간 보관 후 관할 경찰서로 이관됩니다.", "귀중품은 당일 경찰서로 인계될 수 있습니다."),
  },
  {
    titl: "[이벤트] 크리스마스 마켓 참여 셀러 모집",
    daysAgo: 48,
    body: p(hello, "핸드메이드 소품과 겨울 간식을 판매할 셀러를 모집합니다.") + ul("모집 기간: 2주간", "선정 발표: 개별 연락"),
  },
  {
    titl: "[안내] 반려동물 동반 이용 수칙",
    daysAgo: 63,
    body:
      p(hello, "반려동물과 함께 방문하실 때는 목줄을 1.5m 이내로 유지해 주세요.") +
      ul("식음 매장 일부는 동반 입장이 제한됩니다.", "배변 봉투는 안내데스크에서 받으실 수 있습니다."),
  },
  {
    titl: "[안내] 전기차 충전소 증설 안내",
    daysAgo: 77,
    body: p(hello, "지하 주차장에 급속 충전기 12기를 추가 설치하였습니다.", "충전 완료 후에는 차량을 이동해 주세요."),
  },
  {
    titl: "[공지] 서비스 이용약관 개정 안내",
    daysAgo: 335,
    body: p(hello, "서비스 이용약관이 개정되어 모바일 영수증과 주차 위치 찾기 서비스 조항이 추가되었습니다."),
  },
  {
    titl: "[안내] 셔틀버스 운행 시간 변경",
    daysAgo: 120,
    body: p(hello, "평일 셔틀버스 첫차가 오전 10시 10분으로 변경됩니다.", "주말 운행 시간은 변동이 없습니다."),
  },
  {
    titl: "[안내] 키즈 공연 입장 및 노쇼 기준 안내",
    daysAgo: 150,
    malls: ["bucheon", "wirye"],
    body: p(hello, "공연 시작 5분 전 입장이 마감되며, 마감 후에는 노쇼로 처리됩니다.", "노쇼가 누적되면 다음 신청이 제한될 수 있습니다."),
  },
  {
    titl: "[안내] 키즈 공연 입장 시간 안내",
    daysAgo: 150,
    malls: ["myeongji"],
    body: p(hello, "공연 입장은 시작 15분 전부터 가능하며, 시작 5분 전까지 입장하지 않으면 자동 취소됩니다."),
  },
  { titl: "[안내] 공연 좌석 착석 안내", daysAgo: 150, malls: ["coexmall"], body: p(hello, "원활한 진행을 위해 공연 시작 15분 전까지 착석해 주시기 바랍니다.") },
  {
    titl: "[안내] 정기 시스템 점검 완료 안내",
    daysAgo: 560,
    body: p(hello, "2025년 4월 23일 01:59부터 06:00까지 진행된 시스템 점검이 완료되었습니다.", thanks),
  },
];

export const NOTICES_EN: readonly NoticeSeed[] = [
  {
    titl: "Holiday Opening Hours",
    daysAgo: 3,
    fix: true,
    body: "<p>Welcome to {mall}.</p><p>On December 31 we close at 21:00; on January 1 we open at 11:00. Restaurant hours may vary.</p>",
  },
  {
    titl: "Parking Fee Payment Changes",
    daysAgo: 9,
    body: "<p>Parking fees are now settled automatically by number-plate recognition when you leave.</p><ul><li>Show your membership barcode for purchase discounts.</li><li>Pay stations are in every elevator hall.</li></ul>",
  },
  {
    titl: "Privacy Policy Update (Ver5.0)",
    daysAgo: 102,
    body: "<p>Our privacy policy has been updated to Ver5.0. It adds car numbers (for the car finder) and separates accounts unused for a year.</p>",
  },
  { titl: "Travelling with Pets", daysAgo: 63, body: "<p>Please keep your pet on a leash no longer than 1.5 m. Some restaurants do not admit pets.</p>" },
  { titl: "Lost and Found", daysAgo: 41, body: "<p>Found items are kept at the information desk for 14 days and then handed to the police.</p>" },
];
