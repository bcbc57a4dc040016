import type { Words } from "../../engine/i18n/words.ts";

/** The security settings. */
const ko = {
  "security.heading": "보안 설정",
  "security.intro": "해외에서의 로그인과 새 기기의 로그인을 관리합니다.",
  "security.overseas": "해외 로그인 차단",
  "security.overseas.hint": "해외에서 시도하는 로그인을 막습니다.",
  "security.newDevice": "새 기기 로그인 시 휴대폰 인증",
  "security.newDevice.hint": "처음 로그인하는 기기에서 휴대폰 인증을 받습니다.",
  "security.saved": "설정을 저장했습니다.",
  "security.saveFailed": "설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  "security.devices": "로그인한 기기",
  "security.devices.empty": "로그인한 기기가 없습니다.",
  "security.device.meta": "기기 {uuid} · 최근 로그인 {last}",
  "security.device.first": "처음 로그인 {first}",
  "security.device.delete": "{device} 삭제",
  "security.device.deleteShort": "삭제",
  "security.device.confirm": "이 기기를 삭제하시겠습니까? 이 기기의 자동 로그인도 해제됩니다.",
  "security.device.deleted": "기기를 삭제했습니다.",
  "security.device.deleteFailed": "기기를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

const en: Words<typeof ko> = {
  "security.heading": "Security settings",
  "security.intro": "Manage logins from abroad and from new devices.",
  "security.overseas": "Block logins from abroad",
  "security.overseas.hint": "Logins attempted from outside Korea are refused.",
  "security.newDevice": "Phone check on a new device",
  "security.newDevice.hint": "A device logging in for the first time asks for a phone authentication.",
  "security.saved": "Your settings are saved.",
  "security.saveFailed": "Your settings could not be saved. Please try again later.",
  "security.devices": "Devices that logged in",
  "security.devices.empty": "No device has logged in.",
  "security.device.meta": "Device {uuid} · last login {last}",
  "security.device.first": "First login {first}",
  "security.device.delete": "Remove {device}",
  "security.device.deleteShort": "Remove",
  "security.device.confirm": "Remove this device? Its automatic login ends too.",
  "security.device.deleted": "The device is removed.",
  "security.device.deleteFailed": "The device could not be removed. Please try again later.",
};

export const securityMessages = { ko, en };
