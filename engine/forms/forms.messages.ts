import type { Words } from "../i18n/words.ts";

/**
 * Strings of the form kit (engine/forms): field chrome and the messages a failed client-side check
 * shows. Korean is the default; the type of `en` makes a missing or extra key a compile error.
 */
const ko = {
  "forms.password.show": "비밀번호 표시",
  "forms.password.hide": "비밀번호 숨기기",
  "forms.password.showShort": "표시",
  "forms.password.hideShort": "숨기기",
  "forms.select.placeholder": "선택해 주세요",
  "forms.counter": "{count, number}/{max, number}자",
  "forms.submitting": "처리 중입니다",

  "forms.error.required": "필수 입력 항목입니다.",
  "forms.error.requiredChoice": "필수 항목을 선택해 주세요.",
  "forms.error.tooShort": "{min, number}자 이상 입력해 주세요.",
  "forms.error.tooLong": "{max, number}자 이하로 입력해 주세요.",
  "forms.error.exactLength": "{length, number}자리로 입력해 주세요.",
  "forms.error.tooSmall": "{min, number} 이상으로 입력해 주세요.",
  "forms.error.tooBig": "{max, number} 이하로 입력해 주세요.",
  "forms.error.tooFew": "{min, number}개 이상 선택해 주세요.",
  "forms.error.tooMany": "{max, number}개까지 선택할 수 있습니다.",
  "forms.error.email": "이메일 주소 형식이 올바르지 않습니다.",
  "forms.error.format": "입력 형식이 올바르지 않습니다.",
  "forms.error.invalid": "입력하신 내용을 다시 확인해 주세요.",
} as const;

const en: Words<typeof ko> = {
  "forms.password.show": "Show password",
  "forms.password.hide": "Hide password",
  "forms.password.showShort": "Show",
  "forms.password.hideShort": "Hide",
  "forms.select.placeholder": "Please choose",
  "forms.counter": "{count, number}/{max, number} characters",
  "forms.submitting": "Submitting",

  "forms.error.required": "This field is required.",
  "forms.error.requiredChoice": "Please make a required choice.",
  "forms.error.tooShort": "Enter at least {min, number} characters.",
  "forms.error.tooLong": "Enter no more than {max, number} characters.",
  "forms.error.exactLength": "Enter exactly {length, number} characters.",
  "forms.error.tooSmall": "Enter {min, number} or more.",
  "forms.error.tooBig": "Enter {max, number} or less.",
  "forms.error.tooFew": "Choose at least {min, number}.",
  "forms.error.tooMany": "You can choose up to {max, number}.",
  "forms.error.email": "Enter a valid email address.",
  "forms.error.format": "The format is not valid.",
  "forms.error.invalid": "Please check what you entered.",
};

export const formsMessages = { ko, en } as const;

/** Ids of the form kit's messages. */
export type FormsMessageId = keyof typeof ko;
