import type { Words } from "../../engine/i18n/words.ts";

/** The app bridge page (m/bridge): where a partner's app hands the user back after connecting. */
const ko = {
  "appBridge.heading": "앱 연결",
  "appBridge.dialogTitle": "알림",
  "appBridge.done": "연결이 완료되었습니다. 앱을 다시 실행한 후 로그인해 주세요.",
  "appBridge.donePartner": "{partner} 연결이 완료되었습니다. 앱을 다시 실행한 후 로그인해 주세요.",
  "appBridge.failed": "연결하지 못했습니다",
  "appBridge.failedBody": "앱 연결을 완료하지 못했습니다. 연결을 처음부터 다시 진행해 주세요.",
  "appBridge.failedPartner": "{partner} 연결을 완료하지 못했습니다. 연결을 처음부터 다시 진행해 주세요.",
  "appBridge.toHome": "{mall} 홈으로",
} as const;

const en: Words<typeof ko> = {
  "appBridge.heading": "App connection",
  "appBridge.dialogTitle": "Notification",
  "appBridge.done": "The connection is complete. Please restart the app and log in.",
  "appBridge.donePartner": "The connection with {partner} is complete. Please restart the app and log in.",
  "appBridge.failed": "The connection failed",
  "appBridge.failedBody": "The app could not be connected. Please start the connection again.",
  "appBridge.failedPartner": "The connection with {partner} could not be completed. Please start the connection again.",
  "appBridge.toHome": "Go to {mall}",
};

export const appBridgeMessages = { ko, en };
