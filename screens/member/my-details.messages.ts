import type { Words } from "../../engine/i18n/words.ts";

/** Managing my details (the location consent's words are the kit's: engine/settings). */
const ko = {
  "myInfoEdit.heading": "회원정보 관리",
  "myInfoEdit.membershipHeading": "멤버십 정보 변경",
  "myInfoEdit.facts": "회원 정보",
  "myInfoEdit.name": "이름",
  "myInfoEdit.phone": "휴대폰 번호",
  "myInfoEdit.card": "멤버십 카드",
  "myInfoEdit.editOnSite": "포인트 회원 사이트에서 정보 수정",
  "myInfoEdit.consents": "동의 설정",
  "myInfoEdit.consentSaved": "동의 설정을 저장했습니다.",
  "myInfoEdit.consentFailed": "동의 설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  "myInfoEdit.withdrawThirdParty": "제3자 정보 제공 동의를 철회하면 로그아웃되며, 다시 동의해야 로그인할 수 있습니다. 철회하시겠습니까?",
  "myInfoEdit.withdraw": "철회",
  "consent.stf_mbr_third_party_agre_yn": "멤버십 제3자 정보 제공 동의",
  "consent.stf_mbr_ship_agre_yn": "멤버십 이용약관 동의",
  "consent.prvc_coln_use_agre_yn": "개인정보 수집·이용 동의",
  "consent.mket_info_sms_agre_yn": "마케팅 정보 수신 (문자)",
  "consent.mket_info_email_agre_yn": "마케팅 정보 수신 (이메일)",
  "consent.mket_info_dm_agre_yn": "마케팅 정보 수신 (우편)",
  "consent.mket_info_tm_agre_yn": "마케팅 정보 수신 (전화)",
  "consent.third_party_info_agre_yn": "제3자 정보 제공 동의",
} as const;

const en: Words<typeof ko> = {
  "myInfoEdit.heading": "My details",
  "myInfoEdit.membershipHeading": "Membership details",
  "myInfoEdit.facts": "Member details",
  "myInfoEdit.name": "Name",
  "myInfoEdit.phone": "Mobile number",
  "myInfoEdit.card": "Membership card",
  "myInfoEdit.editOnSite": "Edit your details on the points membership site",
  "myInfoEdit.consents": "Consents",
  "myInfoEdit.consentSaved": "Your consent is saved.",
  "myInfoEdit.consentFailed": "Your consent could not be saved. Please try again later.",
  "myInfoEdit.withdrawThirdParty":
    "Withdrawing the consent to share information with third parties logs you out, and you can log in again only after consenting. Withdraw it?",
  "myInfoEdit.withdraw": "Withdraw",
  "consent.stf_mbr_third_party_agre_yn": "Membership: sharing with third parties",
  "consent.stf_mbr_ship_agre_yn": "Membership terms",
  "consent.prvc_coln_use_agre_yn": "Collection and use of personal information",
  "consent.mket_info_sms_agre_yn": "Marketing by text message",
  "consent.mket_info_email_agre_yn": "Marketing by e-mail",
  "consent.mket_info_dm_agre_yn": "Marketing by post",
  "consent.mket_info_tm_agre_yn": "Marketing by phone",
  "consent.third_party_info_agre_yn": "Sharing information with third parties",
};

export const myDetailsMessages = { ko, en };
