import type { Words } from "../../engine/i18n/words.ts";

/** The program and review pages (kids, library, city lounge, past lectures, Suwon's show and lecture lists). */
const ko = {
  "programs.banners": "프로그램 배너",
  "programs.tabs": "프로그램 메뉴",
  "programs.tab.program": "프로그램",
  "programs.tab.review": "후기",
  "programs.tab.rental": "대관",
  "programs.themes": "테마",
  "programs.theme.all": "전체",
  "programs.list": "프로그램 목록",
  "programs.empty": "등록된 프로그램이 없습니다.",
  "programs.ended.empty": "지난 강좌가 없습니다.",
  "programs.toEnded": "지난 강좌 보기",
  "programs.toWinners": "당첨자 확인",
  "programs.reviews": "후기 목록",
  "programs.reviews.empty": "등록된 후기가 없습니다.",
  "programs.review.writer": "작성자 {name}",
  "programs.winnerNotices": "당첨자 발표",
} as const;

const en: Words<typeof ko> = {
  "programs.banners": "Program banners",
  "programs.tabs": "Program sections",
  "programs.tab.program": "Programs",
  "programs.tab.review": "Reviews",
  "programs.tab.rental": "Rental",
  "programs.themes": "Theme",
  "programs.theme.all": "All",
  "programs.list": "Programs",
  "programs.empty": "There are no programs.",
  "programs.ended.empty": "There are no past lectures.",
  "programs.toEnded": "Past lectures",
  "programs.toWinners": "Check the winners",
  "programs.reviews": "Reviews",
  "programs.reviews.empty": "There are no reviews yet.",
  "programs.review.writer": "By {name}",
  "programs.winnerNotices": "Winner announcements",
};

export const programsPageMessages = { ko, en };
