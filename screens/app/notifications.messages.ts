import type { Words } from "../../engine/i18n/words.ts";

/** The notification inbox (m/notification, /app-new/alarmList). */
const ko = {
  "inbox.list": "받은 알림",
  "inbox.unread": "읽지 않음",
  "inbox.empty": "받은 알림이 없습니다.",
  "inbox.appOnly.title": "알림함은 필드몰 앱에서 볼 수 있어요",
  "inbox.appOnly.body": "앱으로 보낸 쿠폰, 이벤트, 주차 알림이 이 기기에 쌓입니다. 필드몰 앱을 설치하고 알림을 받아 보세요.",
  "inbox.toHome": "{mall} 홈으로",
} as const;

const en: Words<typeof ko> = {
  "inbox.list": "Messages received",
  "inbox.unread": "Unread",
  "inbox.empty": "No messages yet.",
  "inbox.appOnly.title": "The inbox is in the FIELD MALL app",
  "inbox.appOnly.body": "Coupons, events and parking notices sent to the app are kept on your device. Install the FIELD MALL app to receive them.",
  "inbox.toHome": "Go to {mall}",
};

export const notificationsMessages = { ko, en };
