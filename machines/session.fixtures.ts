import type { MemberAnswer, ReserveGroup, SessionInput, SessionMember } from "./session.types.ts";

// Test and flow-lab fixtures: a member as the client hands it over (already decoded).
export const MEMBER: SessionMember = {
  cust_id: "C100",
  third_party_info_agre_yn: "Y",
  mbr_cel_num1: "010",
  mbr_cel_num2_dec: "1234",
  mbr_cel_num3: "5678",
  mbr_nm: "김하남",
  stf_point_card_num: "9400123412341234",
  bcn_cd: "01",
};

export const MEMBER_ANSWER: MemberAnswer = { loginYN: "Y", testDevice: "N", mbr001Vo: MEMBER };
export const MEMBER_WITHOUT_CONSENT_ANSWER: MemberAnswer = { loginYN: "Y", testDevice: "N", mbr001Vo: { ...MEMBER, third_party_info_agre_yn: "N" } };
export const VISITOR_ANSWER: MemberAnswer = { loginYN: "N", testDevice: "N" };
export const HANAM_GROUP: ReserveGroup = { groupId: "G01", groupNm: "스타필드 하남", bcnCd: "01" };

/** A start in a plain browser with a stored customer id (a returning member) at hanam, with overrides. */
export function sessionInput(overrides: Partial<SessionInput> = {}): SessionInput {
  return { storedCustId: "C100", isApp: false, mall: "hanam", ...overrides };
}
