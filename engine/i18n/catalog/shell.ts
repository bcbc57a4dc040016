/** Strings of the app shell (skip link, header, drawer, language switch). */
export const shellMessages = {
  ko: {
    "shell.skipToContent": "본문으로 바로가기",
    "shell.menu": "메뉴",
    "shell.back": "뒤로 가기",
    "shell.closeMenu": "메뉴 닫기",
    "shell.drawerTitle": "{mall} 메뉴",
    "shell.toGate": "전체 지점 보기",
    "shell.language": "언어",
    "shell.language.ko": "한국어",
    "shell.language.en": "English",
    "shell.loading": "불러오는 중",
    "shell.home": "홈",
  },
  en: {
    "shell.skipToContent": "Skip to content",
    "shell.menu": "Menu",
    "shell.back": "Go back",
    "shell.closeMenu": "Close menu",
    "shell.drawerTitle": "{mall} menu",
    "shell.toGate": "All branches",
    "shell.language": "Language",
    "shell.language.ko": "한국어",
    "shell.language.en": "English",
    "shell.loading": "Loading",
    "shell.home": "Home",
  },
} as const;
