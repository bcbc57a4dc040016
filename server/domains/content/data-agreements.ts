// Agreement (terms) texts: several versions per key, written as the HTML the app renders after
// sanitizing. Later versions differ in the items and periods they list, as real revisions do.

export interface AgreementVersionSeed {
  ver: string;
  /** Days before the seed date the version took effect. */
  daysAgo: number;
}

export interface AgreementSeed {
  key: string;
  title: string;
  versions: readonly AgreementVersionSeed[];
  body: (mallKo: string, version: number) => string;
}

const section = (title: string, ...paras: string[]) => `<h3>${title}</h3>${paras.map((p) => (p.startsWith("<") ? p : `<p>${p}</p>`)).join("")}`;
const list = (items: readonly string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join("")}</ol>`;

function privacy(mallKo: string, v: number): string {
  const items = [
    "필수: 이름, 휴대전화번호, 생년월일, 성별",
    "선택: 이메일 주소, 관심 매장",
    ...(v >= 4 ? ["서비스 이용 과정에서 자동 수집: 접속 기록, 기기 식별값(앱 이용 시)"] : []),
    ...(v >= 5 ? ["차량 번호(주차 위치 찾기 이용 시)"] : []),
  ];
  const retention =
    v >= 5
      ? "회원 탈퇴 시 지체 없이 파기하며, 관계 법령에 따라 보존이 필요한 경우 해당 기간 동안 보관합니다. 1년 이상 이용하지 않은 계정은 분리 보관합니다."
      : "회원 탈퇴 시까지 보유하며, 관계 법령에 따라 보존이 필요한 경우 해당 기간 동안 보관합니다.";
  return [
    `<p>${mallKo}(이하 '회사')는 「개인정보 보호법」 등 관련 법령을 준수하며, 고객의 개인정보를 안전하게 처리하기 위하여 다음과 같이 개인정보 처리방침을 수립·공개합니다.</p>`,
    section("제1조 (수집하는 개인정보 항목)", list(items)),
    section(
      "제2조 (개인정보의 수집·이용 목적)",
      list(["회원 가입 및 본인 확인", "멤버십 포인트 적립·사용 및 혜택 제공", "이벤트·프로그램 신청 접수 및 당첨 안내", "고객 문의 처리 및 분쟁 조정"]),
    ),
    section("제3조 (보유 및 이용 기간)", retention),
    section(
      "제4조 (제3자 제공)",
      v >= 4
        ? "회사는 고객의 동의를 받은 경우에 한하여 제휴사에 개인정보를 제공하며, 제공받는 자, 목적, 항목, 보유 기간을 동의 화면에서 안내합니다."
        : "회사는 법령에 근거가 있거나 고객이 동의한 경우를 제외하고 개인정보를 제3자에게 제공하지 않습니다.",
    ),
    section("제5조 (개인정보 보호책임자)", "개인정보 보호책임자: 고객지원팀장 / 문의: 고객센터 1600-0000 / privacy@mall.example"),
  ].join("");
}

function imageInfo(mallKo: string, v: number): string {
  return [
    `<p>${mallKo}는 영상정보처리기기를 설치·운영함에 있어 다음과 같이 운영·관리 방침을 정합니다.</p>`,
    section("1. 설치 근거 및 목적", "시설 안전 및 화재 예방, 범죄 예방, 고객 안전을 위하여 영상정보처리기기를 설치·운영합니다."),
    section(
      "2. 설치 대수, 위치 및 촬영 범위",
      `건물 출입구, 주차장, 엘리베이터, 공용 통로 등 ${v >= 2 ? "총 486대" : "총 412대"}를 설치하였으며, 각 설치 장소에 안내판을 부착하였습니다.`,
    ),
    section("3. 보관 기간", v >= 2 ? "촬영일로부터 30일간 보관 후 자동 삭제합니다." : "촬영일로부터 15일간 보관 후 자동 삭제합니다."),
    section("4. 영상정보 열람 청구", "정보주체는 본인이 촬영된 영상의 열람을 안내데스크를 통해 청구할 수 있으며, 회사는 10일 이내에 조치합니다."),
  ].join("");
}

function membership(mallKo: string, v: number): string {
  return [
    section("제1조 (목적)", `이 약관은 ${mallKo}가 제공하는 필드 멤버십 서비스의 이용 조건과 절차를 정합니다.`),
    section(
      "제2조 (포인트 적립)",
      v >= 3
        ? "결제 금액의 0.5%를 적립하며, 제휴카드 결제 시 추가 적립률은 별도 안내합니다. 실제 결제 금액은 영수증 상세에서 확인할 수 있습니다."
        : "결제 금액의 0.5%를 적립합니다.",
    ),
    section("제3조 (포인트 유효기간)", v >= 2 ? "적립일로부터 24개월이 지나면 월 단위로 소멸합니다." : "적립일로부터 36개월이 지나면 소멸합니다."),
    section("제4조 (회원 등급)", "직전 12개월 구매 실적에 따라 등급이 정해지며, 하남점의 럭셔리 구매 실적은 VIP 클럽 등급 산정에 포함됩니다."),
  ].join("");
}

function operation(mallKo: string, v: number): string {
  return [
    `<p>${mallKo} 영상정보처리기기 운영관리 방침입니다.</p>`,
    section("1. 운영 목적", "시설물 보호, 화재 예방, 주차 관리 및 고객 안전 확보"),
    section("2. 관리 책임자", v >= 2 ? "시설관리팀장 (02-0000-0000)" : "안전관리팀장 (02-0000-0000)"),
    section("3. 보관 기간 및 파기", "촬영 후 30일간 보관하며 기간이 지나면 복구할 수 없는 방법으로 파기합니다."),
  ].join("");
}

function service(mallKo: string, v: number): string {
  return [
    section("제1조 (목적)", `이 약관은 ${mallKo} 모바일 웹과 앱 서비스의 이용에 관한 조건 및 절차를 정합니다.`),
    section(
      "제2조 (서비스의 내용)",
      list(["매장·층별 안내, 주차 및 길찾기", "이벤트·쿠폰·스탬프", "문화 프로그램 신청", ...(v >= 2 ? ["모바일 영수증 및 주차 위치 찾기"] : [])]),
    ),
    section("제3조 (게시물 관리)", "불건전하거나 광고성 게시물은 예고 없이 삭제될 수 있으며, 등록된 문의는 수정할 수 없습니다."),
  ].join("");
}

function location(mallKo: string): string {
  return [
    section("제1조 (목적)", `이 약관은 ${mallKo}가 제공하는 위치기반서비스의 이용 조건을 정합니다.`),
    section("제2조 (서비스 내용)", "현재 위치 기반 매장 안내, 주차 위치 찾기, 지점 자동 선택"),
    section("제3조 (위치정보의 보유)", "위치정보는 서비스 제공 즉시 이용 후 파기하며 별도로 저장하지 않습니다."),
  ].join("");
}

/** The agreements of every mall; {product}_membership is field_membership (the product word of every mall). */
export const AGREEMENTS: readonly AgreementSeed[] = [
  {
    key: "privacy",
    title: "개인정보 처리방침",
    versions: [
      { ver: "Ver3.0", daysAgo: 1180 },
      { ver: "Ver4.0", daysAgo: 720 },
      { ver: "Ver5.0", daysAgo: 95 },
    ],
    body: privacy,
  },
  {
    key: "image_info",
    title: "영상정보처리기기 운영·관리 방침",
    versions: [
      { ver: "Ver1.0", daysAgo: 900 },
      { ver: "Ver2.0", daysAgo: 210 },
    ],
    body: imageInfo,
  },
  {
    key: "field_membership",
    title: "필드 멤버십 이용약관",
    versions: [
      { ver: "Ver1.0", daysAgo: 1300 },
      { ver: "Ver2.0", daysAgo: 640 },
      { ver: "Ver3.0", daysAgo: 150 },
    ],
    body: membership,
  },
  {
    key: "operation",
    title: "영상정보처리기기 운영관리 방침",
    versions: [
      { ver: "Ver1.0", daysAgo: 800 },
      { ver: "Ver2.0", daysAgo: 260 },
    ],
    body: operation,
  },
  {
    key: "service",
    title: "서비스 이용약관",
    versions: [
      { ver: "Ver1.0", daysAgo: 1000 },
      { ver: "Ver2.0", daysAgo: 330 },
    ],
    body: service,
  },
  { key: "location", title: "위치기반서비스 이용약관", versions: [{ ver: "Ver1.0", daysAgo: 700 }], body: (m) => location(m) },
];
