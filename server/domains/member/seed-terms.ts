// Agreement texts of the reference server (written for it). Older versions stay listed in the version dropdown.

export interface SeedTerm {
  key: "service" | "privacy" | "thirdParty" | "marketing" | "location" | "spointMembership";
  title: string;
  required: "Y" | "N";
  flag: string | null;
  versions: readonly { ver: string; body: string }[];
}

const p = (...lines: string[]) => lines.map((l) => (l.startsWith("#") ? `<h3>${l.slice(1).trim()}</h3>` : `<p>${l}</p>`)).join("");

export const SEED_TERMS: readonly SeedTerm[] = [
  {
    key: "service",
    title: "필드몰 서비스 이용약관",
    required: "Y",
    flag: "stf_mbr_ship_agre_yn",
    versions: [
      {
        ver: "Ver4.0",
        body: p(
          "# 제1조 (목적)",
          "이 약관은 회사가 운영하는 필드몰 모바일 서비스의 이용 조건과 절차를 정합니다.",
          "# 제2조 (서비스)",
          "회사는 매장 안내, 이벤트, 쿠폰, 모바일 영수증 서비스를 제공합니다.",
        ),
      },
      {
        ver: "Ver5.0",
        body: p(
          "# 제1조 (목적)",
          "이 약관은 회사가 운영하는 필드몰 모바일 웹과 앱 서비스의 이용 조건, 절차, 회원과 회사의 권리와 의무를 정합니다.",
          "# 제2조 (제공 서비스)",
          "회사는 매장과 층별 안내, 주차와 내 차 찾기, 이벤트와 쿠폰, 스탬프 이벤트, 문화 프로그램 신청, 모바일 영수증 서비스를 제공합니다.",
          "# 제3조 (회원의 의무)",
          "회원은 본인의 아이디와 비밀번호를 직접 관리하며, 타인에게 양도하거나 대여할 수 없습니다.",
        ),
      },
    ],
  },
  {
    key: "privacy",
    title: "개인정보 수집 및 이용 동의",
    required: "Y",
    flag: "prvc_coln_use_agre_yn",
    versions: [
      { ver: "Ver2.1", body: p("# 수집 항목", "이름, 휴대전화 번호, 포인트 카드 번호", "# 이용 목적", "회원 식별과 모바일 영수증 제공") },
      {
        ver: "Ver3.0",
        body: p(
          "# 수집 항목",
          "이름, 휴대전화 번호, 포인트 카드 번호, 앱 기기 식별값",
          "# 이용 목적",
          "회원 식별, 모바일 영수증과 쿠폰 제공, 부정 이용 방지",
          "# 보유 기간",
          "회원 탈퇴 시까지 보관하며, 관계 법령이 정한 기간 동안은 별도로 보관합니다.",
        ),
      },
    ],
  },
  {
    key: "thirdParty",
    title: "개인정보 제3자 제공 동의",
    required: "Y",
    flag: "third_party_info_agre_yn",
    versions: [
      {
        ver: "Ver2.0",
        body: p(
          "# 제공받는 자",
          "필드몰 각 지점 운영사",
          "# 제공 항목",
          "회원 번호, 이름, 휴대전화 번호",
          "# 제공 목적",
          "지점별 멤버십 혜택 제공과 구매 내역 확인",
        ),
      },
    ],
  },
  {
    key: "spointMembership",
    title: "포인트 통합회원 정보 제공 동의",
    required: "N",
    flag: "stf_mbr_third_party_agre_yn",
    versions: [{ ver: "Ver2.0", body: p("# 제공 항목", "포인트 카드 번호, 적립 및 사용 내역", "# 제공 목적", "포인트 적립과 등급 산정") }],
  },
  {
    key: "marketing",
    title: "마케팅 정보 수신 동의",
    required: "N",
    flag: null,
    versions: [
      {
        ver: "Ver1.1",
        body: p(
          "# 수신 방법",
          "문자 메시지, 이메일, 우편(DM), 전화(TM) 중 동의한 방법으로 행사와 혜택 소식을 보내 드립니다.",
          "# 철회",
          "설정 메뉴에서 언제든지 수신 동의를 철회할 수 있습니다.",
        ),
      },
    ],
  },
  {
    key: "location",
    title: "위치기반 서비스 이용약관",
    required: "N",
    flag: null,
    versions: [
      {
        ver: "Ver1.0",
        body: p(
          "# 이용 목적",
          "지점 도착 알림, 주변 매장 안내, 내 차 찾기 위치 안내",
          "# 보유 기간",
          "위치 정보는 서비스 제공 즉시 파기하며 별도로 저장하지 않습니다.",
        ),
      },
    ],
  },
];
