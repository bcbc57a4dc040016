import type { Words } from "../../engine/i18n/words.ts";

/** The my-info frame (its section menu). */
const ko = {
  "member.sections": "내 정보 메뉴",
  "member.greeting": "{name}님, 안녕하세요.",
  "member.hub.intro": "멤버십, 구매 내역과 영수증, 보안 설정을 확인할 수 있습니다.",
} as const;

const en: Words<typeof ko> = {
  "member.sections": "My account sections",
  "member.greeting": "Hello, {name}.",
  "member.hub.intro": "Your membership, purchases and receipts, and security settings.",
};

export const memberHubMessages = { ko, en };
