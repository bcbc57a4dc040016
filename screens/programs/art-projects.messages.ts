import type { Words } from "../../engine/i18n/words.ts";

/** The library's art projects: the section of the library page and an art project's page. */
const ko = {
  "art.section": "아트 프로젝트",
  "art.empty": "진행 중인 아트 프로젝트가 없습니다.",
  "art.artist": "작가",
  "art.place": "장소",
  "art.period": "기간",
  "art.periodValue": "{start} ~ {end}",
  "art.facts": "아트 프로젝트 정보",
  "art.body": "아트 프로젝트 소개",
  "art.notFound": "아트 프로젝트를 찾을 수 없습니다.",
  "art.notFoundHint": "주소를 확인하시거나 라이브러리에서 다시 찾아 주세요.",
  "art.toLibrary": "라이브러리로",
} as const;

const en: Words<typeof ko> = {
  "art.section": "Art projects",
  "art.empty": "There are no art projects at the moment.",
  "art.artist": "Artist",
  "art.place": "Place",
  "art.period": "Dates",
  "art.periodValue": "{start} – {end}",
  "art.facts": "About the art project",
  "art.body": "The art project",
  "art.notFound": "We could not find this art project.",
  "art.notFoundHint": "Check the address, or find it again on the library page.",
  "art.toLibrary": "To the library",
};

export const artProjectsMessages = { ko, en };
