import type { Words } from "../../engine/i18n/words.ts";

/**
 * The stored copies of the privacy policy, the CCTV policy and the membership terms (decision 8):
 * shown, labelled as such, when the terms call fails. They ship with the viewer, so they show
 * offline too.
 */
const ko = {
  "stored.privacy": "개인정보 처리방침",
  "stored.privacy.items": "수집하는 개인정보 항목",
  "stored.privacy.items.text":
    "필수: 이름, 휴대전화번호, 생년월일, 성별. 선택: 이메일 주소, 관심 매장. 서비스 이용 중 자동 수집: 접속 기록, 기기 식별값(앱 이용 시), 차량 번호(주차 위치 찾기 이용 시).",
  "stored.privacy.purpose": "수집·이용 목적",
  "stored.privacy.purpose.text": "회원 가입과 본인 확인, 멤버십 포인트 적립·사용과 혜택 제공, 이벤트·프로그램 신청 접수와 당첨 안내, 고객 문의 처리에 씁니다.",
  "stored.privacy.retention": "보유 및 이용 기간",
  "stored.privacy.retention.text":
    "회원 탈퇴 시 지체 없이 파기하며, 관계 법령에 따라 보존해야 하는 경우 그 기간 동안 보관합니다. 1년 이상 이용하지 않은 계정은 분리하여 보관합니다.",
  "stored.privacy.thirdParty": "제3자 제공",
  "stored.privacy.thirdParty.text": "고객이 동의한 경우에만 제휴사에 제공하며, 제공받는 자, 목적, 항목, 보유 기간은 동의 화면에서 안내합니다.",
  "stored.privacy.officer": "개인정보 보호책임자",
  "stored.privacy.officer.text": "고객지원팀장 · 고객센터 1600-0000 · privacy@mall.example",
  "stored.imageInfo": "영상정보처리기기 운영·관리 방침",
  "stored.imageInfo.purpose": "설치 근거 및 목적",
  "stored.imageInfo.purpose.text": "시설 안전과 화재 예방, 범죄 예방, 고객 안전을 위하여 영상정보처리기기를 설치·운영합니다.",
  "stored.imageInfo.cameras": "설치 대수와 촬영 범위",
  "stored.imageInfo.cameras.text": "건물 출입구, 주차장, 엘리베이터, 공용 통로 등에 모두 486대를 설치하였으며, 설치한 곳마다 안내판을 붙였습니다.",
  "stored.imageInfo.retention": "보관 기간",
  "stored.imageInfo.retention.text": "촬영일로부터 30일간 보관한 뒤 자동으로 삭제합니다.",
  "stored.imageInfo.access": "영상정보 열람 청구",
  "stored.imageInfo.access.text": "본인이 촬영된 영상은 안내데스크에서 열람을 청구할 수 있으며, 회사는 10일 안에 조치합니다.",
  "stored.membership": "멤버십 이용약관",
  "stored.membership.purpose": "목적",
  "stored.membership.purpose.text": "이 약관은 필드몰 멤버십 서비스의 이용 조건과 절차를 정합니다.",
  "stored.membership.points": "포인트 적립",
  "stored.membership.points.text": "결제 금액의 0.5%를 적립하며, 제휴카드로 결제하면 더 적립되는 비율은 따로 안내합니다.",
  "stored.membership.expiry": "포인트 유효기간",
  "stored.membership.expiry.text": "적립일로부터 24개월이 지나면 월 단위로 소멸합니다.",
  "stored.membership.grades": "회원 등급",
  "stored.membership.grades.text": "직전 12개월의 구매 실적에 따라 등급이 정해집니다.",
} as const;

const en: Words<typeof ko> = {
  "stored.privacy": "Privacy policy",
  "stored.privacy.items": "Personal data collected",
  "stored.privacy.items.text":
    "Required: name, mobile number, date of birth, gender. Optional: e-mail address, favourite stores. Collected while you use the service: access logs, the device identifier (in the app), car number (when you use Find my car).",
  "stored.privacy.purpose": "Why it is collected and used",
  "stored.privacy.purpose.text":
    "To register and verify members, to add and spend membership points and give benefits, to take applications for events and programmes and announce winners, and to answer inquiries.",
  "stored.privacy.retention": "How long it is kept",
  "stored.privacy.retention.text":
    "It is destroyed without delay when you leave the membership, except where the law requires it to be kept, for that period. Accounts unused for a year or more are stored separately.",
  "stored.privacy.thirdParty": "Sharing with third parties",
  "stored.privacy.thirdParty.text":
    "Data is shared with partners only with your consent; the consent screen names the recipient, the purpose, the items and how long they are kept.",
  "stored.privacy.officer": "Data protection officer",
  "stored.privacy.officer.text": "Head of customer support · Customer centre 1600-0000 · privacy@mall.example",
  "stored.imageInfo": "CCTV operation and management policy",
  "stored.imageInfo.purpose": "Grounds and purpose",
  "stored.imageInfo.purpose.text":
    "CCTV cameras are installed and operated for the safety of the building, fire and crime prevention, and the safety of visitors.",
  "stored.imageInfo.cameras": "Cameras and what they film",
  "stored.imageInfo.cameras.text": "486 cameras cover the entrances, car parks, lifts and public walkways; a sign marks every place they film.",
  "stored.imageInfo.retention": "How long footage is kept",
  "stored.imageInfo.retention.text": "Footage is kept for 30 days from filming, then deleted automatically.",
  "stored.imageInfo.access": "Asking to see footage",
  "stored.imageInfo.access.text": "You may ask at an information desk to see footage of yourself; the company acts on it within 10 days.",
  "stored.membership": "Membership terms",
  "stored.membership.purpose": "Purpose",
  "stored.membership.purpose.text": "These terms set the conditions and procedures of the FIELD MALL membership service.",
  "stored.membership.points": "Earning points",
  "stored.membership.points.text": "You earn 0.5% of what you pay; the extra rate for partner cards is announced separately.",
  "stored.membership.expiry": "When points expire",
  "stored.membership.expiry.text": "Points expire month by month 24 months after they were earned.",
  "stored.membership.grades": "Membership grades",
  "stored.membership.grades.text": "Your grade follows your purchases over the last 12 months.",
};

export const storedTermsMessages = { ko, en };
