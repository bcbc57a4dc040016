import type { Words } from "../../engine/i18n/words.ts";

/** The terms viewer: the terms page (m/agreement, the app's terms list) and Centerfield's terms dialog. */
const ko = {
  "terms.version": "버전",
  "terms.version.option": "{version} · {date} 시행",
  "terms.version.current": "{version} · {date} 시행 (현재)",
  "terms.notFound": "약관을 찾을 수 없습니다",
  "terms.notFound.text": "주소가 잘못되었거나 더 이상 제공하지 않는 약관입니다.",
  "terms.stored": "저장된 사본",
  "terms.stored.text": "최신 약관을 불러오지 못해 앱에 저장해 둔 {version} 사본을 보여 드립니다. 현재 시행 중인 내용과 다를 수 있습니다.",
  "terms.stored.retry": "최신 약관 다시 불러오기",
} as const;

const en: Words<typeof ko> = {
  "terms.version": "Version",
  "terms.version.option": "{version} · in force from {date}",
  "terms.version.current": "{version} · in force from {date} (current)",
  "terms.notFound": "Terms not found",
  "terms.notFound.text": "The address is wrong, or these terms are no longer offered.",
  "terms.stored": "Stored copy",
  "terms.stored.text": "The latest terms could not be loaded, so this is the copy of {version} kept in the app. It may differ from the terms in force.",
  "terms.stored.retry": "Load the latest terms again",
};

export const termsMessages = { ko, en };
