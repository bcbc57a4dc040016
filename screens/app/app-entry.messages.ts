import type { Words } from "../../engine/i18n/words.ts";

/** The app's entry (/app, /app/loginOK) and its update dialogs. */
const ko = {
  "appEntry.title": "앱 시작",
  "appEntry.starting": "잠시만 기다려 주세요. 앱을 시작하고 있습니다.",
  "appUpdate.title": "업데이트 안내",
  "appUpdate.forcedHeading": "앱 업데이트가 필요합니다",
  "appUpdate.forced": "앱을 계속 이용하려면 최신 버전({version})으로 업데이트해 주세요.",
  "appUpdate.optional": "새 버전({version})이 나왔습니다. 지금 업데이트하시겠습니까?",
  "appUpdate.update": "업데이트",
  "appUpdate.later": "나중에",
  "appUpdate.close": "닫기",
  "appUpdate.store": "스토어에서 업데이트",
} as const;

const en: Words<typeof ko> = {
  "appEntry.title": "Starting the app",
  "appEntry.starting": "One moment, please. The app is starting.",
  "appUpdate.title": "Update",
  "appUpdate.forcedHeading": "Please update the app",
  "appUpdate.forced": "To keep using the app, please update it to the latest version ({version}).",
  "appUpdate.optional": "A new version ({version}) is available. Update now?",
  "appUpdate.update": "Update",
  "appUpdate.later": "Later",
  "appUpdate.close": "Close",
  "appUpdate.store": "Update in the store",
};

export const appEntryMessages = { ko, en };
