import type { Words } from "../i18n/words.ts";

/** The location consent of a device at a mall (my details and the app's settings show it). */
const ko = {
  "myInfoEdit.location": "위치정보",
  "myInfoEdit.location.consent": "위치정보 이용 동의",
  "myInfoEdit.location.hint": "이 기기의 위치를 {mall}의 주차 위치 찾기와 길 안내에 사용합니다.",
  "myInfoEdit.location.saved": "위치정보 이용 동의를 저장했습니다.",
  "myInfoEdit.location.failed": "위치정보 이용 동의를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

const en: Words<typeof ko> = {
  "myInfoEdit.location": "Location",
  "myInfoEdit.location.consent": "Use of location information",
  "myInfoEdit.location.hint": "This device's location is used for finding your car and directions at {mall}.",
  "myInfoEdit.location.saved": "Your location consent is saved.",
  "myInfoEdit.location.failed": "Your location consent could not be saved. Please try again later.",
};

export const locationConsentMessages = { ko, en };
