import type { Words } from "../../engine/i18n/words.ts";

/** The landing pages (/suwon_teaser, /unjeong, /nextFieldWork): static, no data calls. */
const ko = {
  "landing.suwonTeaser.eyebrow": "FIELD MALL SUWON",
  "landing.suwonTeaser.title": "필드몰 수원을 소개합니다",
  "landing.suwonTeaser.body": "키즈 체험과 라이브러리, 공연과 영화, 맛집까지 온 가족이 하루를 보내는 공간입니다. 층별 안내와 프로그램을 먼저 둘러보세요.",
  "landing.suwonTeaser.go": "필드몰 수원 둘러보기",
  "landing.unjeong.eyebrow": "FIELD MALL UNJEONG",
  "landing.unjeong.title": "필드몰 운정이 준비 중입니다",
  "landing.unjeong.body": "새로운 필드몰을 준비하고 있습니다. 오픈 소식은 필드몰 앱과 각 지점의 공지사항으로 알려 드리겠습니다.",
  "landing.unjeong.go": "다른 지점 둘러보기",
  "landing.nextFieldWork.eyebrow": "NEXT FIELD WORK",
  "landing.nextFieldWork.title": "다음 필드를 함께 만들어요",
  "landing.nextFieldWork.body": "필드몰 수원에서 열리는 강연과 워크숍, 지역 창작자와 함께하는 프로젝트를 소개합니다.",
  "landing.nextFieldWork.go": "필드몰 수원으로 가기",
} as const;

const en: Words<typeof ko> = {
  "landing.suwonTeaser.eyebrow": "FIELD MALL SUWON",
  "landing.suwonTeaser.title": "Meet FIELD MALL Suwon",
  "landing.suwonTeaser.body":
    "Kids' play and a library, shows and films, and places to eat: a whole day out for the family. Take a first look at the floors and programs.",
  "landing.suwonTeaser.go": "Explore FIELD MALL Suwon",
  "landing.unjeong.eyebrow": "FIELD MALL UNJEONG",
  "landing.unjeong.title": "FIELD MALL Unjeong is on its way",
  "landing.unjeong.body": "A new FIELD MALL is being prepared. We will announce its opening in the app and in each branch's notices.",
  "landing.unjeong.go": "See the other branches",
  "landing.nextFieldWork.eyebrow": "NEXT FIELD WORK",
  "landing.nextFieldWork.title": "Let's make the next field together",
  "landing.nextFieldWork.body": "Talks, workshops and projects with local makers at FIELD MALL Suwon.",
  "landing.nextFieldWork.go": "Go to FIELD MALL Suwon",
};

export const landingMessages = { ko, en };
