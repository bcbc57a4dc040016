import type { Words } from "../../engine/i18n/words.ts";

/** Strings of the entry gate. Branch and section names come from the manifests. */
const ko = {
  "gate.tagline": "방문하실 지점을 선택해 주세요",
  "gate.nav": "지점 선택",
  "gate.count": "{count}개 지점",
  "gate.enter": "ENTER",
  "gate.enter.label": "{name} 소개 보기",
  "gate.centerfield.lead": "{name}의 공간과 새로운 소식을 만나보세요.",
  "gate.shops": "온라인 샵 바로가기",
  "gate.newWindow": "(새 창에서 열림)",
} as const;

const en: Words<typeof ko> = {
  "gate.tagline": "Choose the branch you are visiting",
  "gate.nav": "Branches",
  "gate.count": "{count, plural, one {# branch} other {# branches}}",
  "gate.enter": "ENTER",
  "gate.enter.label": "Discover {name}",
  "gate.centerfield.lead": "Discover the spaces and latest news of {name}.",
  "gate.shops": "Visit the online shops",
  "gate.newWindow": "(opens in a new window)",
};

export const gateMessages = { ko, en };
