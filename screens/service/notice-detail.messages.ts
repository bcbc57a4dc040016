import type { Words } from "../../engine/i18n/words.ts";

/** A notice's page (store/service/notice/{noticeId}; Suwon's and Granseoul's service/notice/{id}). */
const ko = {
  "noticeDetail.date": "등록일",
  "noticeDetail.body": "공지 내용",
  "noticeDetail.others": "이전 글과 다음 글",
  "noticeDetail.prev": "이전 글",
  "noticeDetail.next": "다음 글",
  "noticeDetail.toList": "목록으로",
  "noticeDetail.notFound": "공지사항을 찾을 수 없습니다.",
  "noticeDetail.notFoundHint": "삭제되었거나 주소가 잘못되었습니다.",
} as const;

const en: Words<typeof ko> = {
  "noticeDetail.date": "Posted",
  "noticeDetail.body": "Notice",
  "noticeDetail.others": "Previous and next notices",
  "noticeDetail.prev": "Previous",
  "noticeDetail.next": "Next",
  "noticeDetail.toList": "Back to the notices",
  "noticeDetail.notFound": "This notice could not be found.",
  "noticeDetail.notFoundHint": "It was removed, or the address is wrong.",
};

export const noticeDetailMessages = { ko, en };
