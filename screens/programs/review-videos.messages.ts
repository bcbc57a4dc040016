import type { Words } from "../../engine/i18n/words.ts";

/** Suwon's library TV review videos. */
const ko = {
  "reviewVideos.list": "후기 영상 목록",
  "reviewVideos.empty": "등록된 후기 영상이 없습니다.",
  "reviewVideos.play": "{title} 영상 보기, 재생 시간 {time}",
  "reviewVideos.time": "재생 시간",
  "reviewVideos.opensNew": "새 창에서 재생됩니다.",
} as const;

const en: Words<typeof ko> = {
  "reviewVideos.list": "Review videos",
  "reviewVideos.empty": "There are no review videos yet.",
  "reviewVideos.play": "Watch {title}, {time} long",
  "reviewVideos.time": "Length",
  "reviewVideos.opensNew": "Videos play in a new window.",
};

export const reviewVideosMessages = { ko, en };
