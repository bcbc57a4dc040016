import type { Words } from "../i18n/words.ts";

/** The home branch picker (my details, the membership page and the app's favourite mall show it). */
const ko = {
  "myInfoEdit.branch": "자주 가는 지점",
  "myInfoEdit.branchSave": "지점 저장",
  "myInfoEdit.branchSaved": "자주 가는 지점을 저장했습니다.",
  "myInfoEdit.branchFailed": "지점을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

const en: Words<typeof ko> = {
  "myInfoEdit.branch": "Favourite mall",
  "myInfoEdit.branchSave": "Save mall",
  "myInfoEdit.branchSaved": "Your favourite mall is saved.",
  "myInfoEdit.branchFailed": "The mall could not be saved. Please try again later.",
};

export const homeBranchMessages = { ko, en };
