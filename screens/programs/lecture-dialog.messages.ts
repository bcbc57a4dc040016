import type { Words } from "../../engine/i18n/words.ts";

/** The lecture and program detail dialog (query lecture, spec part-1 §2). */
const ko = {
  "lecture.dialogTitle": "프로그램 상세",
  "lecture.notFound": "프로그램을 찾을 수 없습니다.",
  "lecture.notFoundHint": "종료되었거나 주소가 잘못되었습니다.",
  "lecture.facts": "프로그램 정보",
  "lecture.when": "일시",
  "lecture.place": "장소",
  "lecture.target": "대상",
  "lecture.cast": "출연",
  "lecture.joinPeriod": "신청 기간",
  "lecture.period": "{start} ~ {end}",
  "lecture.prizeDate": "당첨자 발표",
  "lecture.body": "프로그램 소개",
  "lecture.apply": "신청하기",
  "lecture.closed": "신청 마감",
  "lecture.prizePending": "당첨자 발표 준비 중",
  "lecture.opensAt": "{date} 신청 오픈",
  "lecture.winners": "당첨자 확인",
} as const;

const en: Words<typeof ko> = {
  "lecture.dialogTitle": "Program details",
  "lecture.notFound": "This program could not be found.",
  "lecture.notFoundHint": "It may have ended, or the address is wrong.",
  "lecture.facts": "About the program",
  "lecture.when": "When",
  "lecture.place": "Where",
  "lecture.target": "For",
  "lecture.cast": "Cast",
  "lecture.joinPeriod": "Applications",
  "lecture.period": "{start} to {end}",
  "lecture.prizeDate": "Winners announced",
  "lecture.body": "Program description",
  "lecture.apply": "Apply",
  "lecture.closed": "Applications closed",
  "lecture.prizePending": "Winner announcement in preparation",
  "lecture.opensAt": "Applications open {date}",
  "lecture.winners": "Check the winners",
};

export const lectureDialogMessages = { ko, en };
