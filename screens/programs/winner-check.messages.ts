import type { Words } from "../../engine/i18n/words.ts";

/** The winner check: Suwon's winner pages and the full-screen winner dialog of the standard malls (spec part-1 §2, §5, §8). */
const ko = {
  "winners.title": "당첨자 확인",
  "winners.programs": "당첨자 발표 프로그램",
  "winners.announcedAt": "발표 {date}",
  "winners.roundCount": "{count}개 회차",
  "winners.none": "등록된 당첨자 명단이 없습니다.",
  "winners.noMatch": "조회된 당첨자가 없습니다.",
  "winners.notFound": "당첨자 명단을 찾을 수 없습니다.",
  "winners.notFoundHint": "주소가 잘못되었거나 발표되지 않은 프로그램입니다.",
  "winners.rounds": "회차 선택",
  "winners.search": "당첨자 조회",
  "winners.search.label": "연락처 뒤 4자리",
  "winners.search.placeholder": "연락처 뒤 4자리를 입력해 주세요",
  "winners.search.submit": "조회",
  "winners.search.showing": "연락처에 {keyword}이(가) 포함된 당첨자 {count}명",
  "winners.search.clear": "전체 보기",
  "winners.table": "{title} {round} 당첨자 명단",
  "winners.col.name": "이름",
  "winners.col.tel": "연락처",
  "winners.col.seat": "좌석",
  "winners.fullMatch": "(일치)",
  "winners.toList": "다른 프로그램 보기",
} as const;

const en: Words<typeof ko> = {
  "winners.title": "Check the winners",
  "winners.programs": "Programs with winners",
  "winners.announcedAt": "Announced {date}",
  "winners.roundCount": "{count} rounds",
  "winners.none": "No winner list has been registered.",
  "winners.noMatch": "No winners were found.",
  "winners.notFound": "This winner list could not be found.",
  "winners.notFoundHint": "The address is wrong, or the winners are not out yet.",
  "winners.rounds": "Round",
  "winners.search": "Find a winner",
  "winners.search.label": "Last 4 digits of the phone number",
  "winners.search.placeholder": "Enter the last 4 digits of your phone number",
  "winners.search.submit": "Search",
  "winners.search.showing": "{count} winners whose number contains {keyword}",
  "winners.search.clear": "Show all",
  "winners.table": "Winners of {title}, {round}",
  "winners.col.name": "Name",
  "winners.col.tel": "Phone",
  "winners.col.seat": "Seat",
  "winners.fullMatch": "(match)",
  "winners.toList": "Other programs",
};

export const winnerCheckMessages = { ko, en };
