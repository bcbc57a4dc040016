import type { Words } from "../../engine/i18n/words.ts";

/** The program application page (F39). */
const ko = {
  "programApply.form": "프로그램 신청서",
  "programApply.choices": "신청할 프로그램",
  "programApply.rounds": "{title} 회차 선택",
  "programApply.error.choose": "신청할 프로그램을 선택해 주세요.",
  "programApply.error.round": "회차를 선택해 주세요.",
  "programApply.error.tooManyPrograms": "한 번에 {max}개까지 신청할 수 있습니다.",
  "programApply.ignored": "선택하신 프로그램 중 지금 신청할 수 없는 프로그램은 제외했습니다.",
  "programApply.empty": "지금 신청할 수 있는 프로그램이 없습니다.",
  "programApply.toList": "프로그램 목록으로",
} as const;

const en: Words<typeof ko> = {
  "programApply.form": "Program application",
  "programApply.choices": "Programs to apply for",
  "programApply.rounds": "Round of {title}",
  "programApply.error.choose": "Choose a program to apply for.",
  "programApply.error.round": "Choose a round.",
  "programApply.error.tooManyPrograms": "You can apply for up to {max} at a time.",
  "programApply.ignored": "Programs you picked that cannot be applied for now were left out.",
  "programApply.empty": "There are no programs open for application now.",
  "programApply.toList": "To the program list",
};

export const programApplyMessages = { ko, en };
