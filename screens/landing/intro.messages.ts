import type { Words } from "../../engine/i18n/words.ts";

/** The intro gallery (intro, detourIntro, introTest, /centerfield/intro). */
const ko = {
  "intro.gallery": "{name} 소개",
  "intro.welcome.title": "{name}에 오신 것을 환영합니다",
  "intro.welcome.hours": "영업시간 {open} – {close}",
  "intro.visit.title": "찾아오시는 길",
  "intro.visit.phone": "대표전화 {phone}",
  "intro.branches.title": "필드몰의 다른 지점",
  "intro.branches.here": "현재 지점",
  "intro.enter": "ENTER",
  "intro.enter.label": "{name} 홈으로 들어가기",
  "intro.shops": "온라인 샵",
  "intro.newWindow": "(새 창)",
  "intro.test": "테스트 화면",
} as const;

const en: Words<typeof ko> = {
  "intro.gallery": "About {name}",
  "intro.welcome.title": "Welcome to {name}",
  "intro.welcome.hours": "Open {open} – {close}",
  "intro.visit.title": "Getting here",
  "intro.visit.phone": "Call {phone}",
  "intro.branches.title": "Other FIELD MALL branches",
  "intro.branches.here": "You are here",
  "intro.enter": "ENTER",
  "intro.enter.label": "Enter the {name} home",
  "intro.shops": "Online shop",
  "intro.newWindow": "(new window)",
  "intro.test": "Test page",
};

export const introMessages = { ko, en };
