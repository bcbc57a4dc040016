import type { progTypeNames } from "../../../schemas/api/programs-models.ts";

/** The join situation a seeded program is placed in, relative to the seed clock. */
export type SeedState = "open" | "openNoPrize" | "deadline" | "prizePending" | "announced" | "announcedEmpty" | "upcoming" | "passed";

export interface ProgramTemplate {
  titl: string;
  type: (typeof progTypeNames)[number];
  plc: string;
  trgt: string;
  cast: string | null;
  /** Round times, HHmm. */
  rounds: string[];
  state: SeedState;
  /** Program day, in days from the seed day. */
  day: number;
  live?: boolean;
  maxJoinNum: number;
  body: string;
}

/** Themes of the theme filter (resultCommCodeThm) and the types each one groups. */
export const KIDS_THEMES = [
  { commCd: "01", commCdNm: "공연", types: ["show", "concert", "kids"] },
  { commCd: "02", commCdNm: "체험", types: ["experience", "metabus"] },
  { commCd: "03", commCdNm: "클래스", types: ["class", "lifestyle"] },
  { commCd: "04", commCdNm: "문화행사", types: ["culture", "special"] },
] as const;

export const LIBRARY_THEMES = [
  { commCd: "11", commCdNm: "강연", types: ["celebrityLecture", "insightLecture", "metaverseLecture"] },
  { commCd: "12", commCdNm: "공연", types: ["libraryConcert", "kidsShow"] },
  { commCd: "13", commCdNm: "컬처클럽", types: ["cultureClub"] },
] as const;

/**
 * Kids programs of every mall. Together they cover every join button state; the two programs on day
 * 10 at 11:00 tie on start date-time (the single-round one is listed first).
 */
export const KIDS_PROGRAMS: readonly ProgramTemplate[] = [
  { titl: "꼬마 탐험대의 숲속 음악회", type: "concert", plc: "1F 센트럴 아트리움", trgt: "36개월 이상 어린이와 보호자", cast: "숲속 앙상블", rounds: ["1100", "1400", "1630"], state: "open", day: 10, maxJoinNum: 4, body: "바이올린, 첼로, 플루트로 꾸민 숲속 동물들의 하루를 들려주는 가족 음악회입니다." },
  { titl: "무지개 물감 놀이터", type: "experience", plc: "3F 키즈 스튜디오", trgt: "5~9세 어린이", cast: null, rounds: ["1100"], state: "open", day: 10, maxJoinNum: 2, body: "커다란 캔버스 위에 손과 발로 색을 입히며 마음껏 그리는 미술 놀이 체험입니다." },
  { titl: "토끼와 달님 인형극", type: "show", plc: "B1 이벤트 광장", trgt: "4세 이상 어린이와 보호자", cast: "달빛 인형극단", rounds: ["1300"], state: "open", day: 12, maxJoinNum: 4, body: "달나라로 떠난 아기 토끼의 모험을 손인형과 그림자로 들려주는 인형극입니다." },
  { titl: "가족 요리 교실: 크리스마스 쿠키", type: "class", plc: "4F 쿠킹 라운지", trgt: "6~12세 어린이와 보호자 1인", cast: null, rounds: ["1030", "1500"], state: "deadline", day: 7, maxJoinNum: 2, body: "아이와 함께 반죽을 밀고 모양 틀로 찍어 구운 쿠키를 장식해 가져갑니다." },
  { titl: "반짝반짝 과학 마술쇼", type: "special", plc: "1F 센트럴 아트리움", trgt: "전 연령", cast: "매직사이언스 팀", rounds: ["1500"], state: "deadline", day: 8, maxJoinNum: 4, body: "드라이아이스 구름, 색이 바뀌는 물 등 과학 원리를 마술로 보여주는 공연입니다." },
  { titl: "우리 동네 공룡 박물관", type: "culture", plc: "2F 컬처 갤러리", trgt: "5세 이상 어린이", cast: null, rounds: ["1100", "1400"], state: "prizePending", day: 5, maxJoinNum: 3, body: "실물 크기 공룡 모형과 화석 발굴 체험으로 공룡 시대를 탐험합니다." },
  { titl: "어린이 K-POP 댄스 클래스", type: "lifestyle", plc: "3F 키즈 스튜디오", trgt: "7~13세 어린이", cast: "댄스크루 리듬업", rounds: ["1600"], state: "prizePending", day: 6, maxJoinNum: 1, body: "신나는 음악에 맞춰 기본 동작부터 짧은 안무까지 배워 보는 댄스 수업입니다." },
  { titl: "별자리 이야기 천체 교실", type: "kids", plc: "B1 이벤트 광장", trgt: "7세 이상 어린이와 보호자", cast: "별빛 해설사", rounds: ["1100", "1500"], state: "announced", day: 3, maxJoinNum: 3, body: "이동식 돔 스크린에서 겨울 밤하늘의 별자리와 그 전설을 들어 봅니다." },
  { titl: "뮤지컬 <용감한 꼬마 소방관>", type: "show", plc: "1F 센트럴 아트리움", trgt: "36개월 이상 어린이와 보호자", cast: "꿈나무 뮤지컬단", rounds: ["1400"], state: "announced", day: 4, maxJoinNum: 4, body: "불을 무서워하던 꼬마가 용감한 소방관이 되기까지의 이야기를 노래로 담은 뮤지컬입니다." },
  { titl: "메타버스 놀이공원 체험", type: "metabus", plc: "3F 디지털 라운지", trgt: "8세 이상 어린이", cast: null, rounds: ["1300"], state: "announcedEmpty", day: 4, maxJoinNum: 2, body: "가상 놀이공원에서 아바타를 꾸미고 친구들과 미션을 해결하는 디지털 체험입니다." },
  { titl: "동화책 읽어주는 오후", type: "culture", plc: "2F 북 라운지", trgt: "4~7세 어린이", cast: "그림책 작가 초청", rounds: ["1500"], state: "openNoPrize", day: 9, live: true, maxJoinNum: 2, body: "그림책 작가가 직접 읽어 주는 동화 시간입니다. 현장과 온라인 생중계로 함께합니다." },
  { titl: "꿈꾸는 바이올린 교실", type: "class", plc: "4F 뮤직 룸", trgt: "7~12세 어린이", cast: null, rounds: ["1000", "1300"], state: "upcoming", day: 16, maxJoinNum: 1, body: "처음 악기를 잡는 어린이를 위한 바이올린 기초 수업입니다. 악기는 현장에서 빌려 드립니다." },
  { titl: "할로윈 가면 만들기", type: "class", plc: "3F 키즈 스튜디오", trgt: "5~10세 어린이", cast: null, rounds: ["1100", "1400"], state: "passed", day: -20, maxJoinNum: 2, body: "색종이와 펠트로 나만의 할로윈 가면을 만들고 퍼레이드에 참여합니다." },
  { titl: "가족 뮤지컬 <시간 여행 도서관>", type: "show", plc: "1F 센트럴 아트리움", trgt: "36개월 이상 어린이와 보호자", cast: "꿈나무 뮤지컬단", rounds: ["1500"], state: "passed", day: -25, maxJoinNum: 4, body: "책 속으로 빨려 들어간 남매가 여러 시대를 여행하는 가족 뮤지컬입니다." },
  { titl: "가을 숲 곤충 관찰 교실", type: "experience", plc: "루프탑 가든", trgt: "5~10세 어린이", cast: null, rounds: ["1100"], state: "passed", day: -10, maxJoinNum: 2, body: "돋보기와 관찰 노트를 들고 정원의 곤충을 찾아 기록해 봅니다." },
];

/** Library lectures of every mall (ids start with SLP); day 9 at 19:00 is a tie. */
export const LIBRARY_LECTURES: readonly ProgramTemplate[] = [
  { titl: "작가와의 대화: 일상을 쓰는 법", type: "celebrityLecture", plc: "라이브러리 메인 스테이지", trgt: "성인 누구나", cast: "에세이 작가 한서윤", rounds: ["1900"], state: "open", day: 9, maxJoinNum: 2, body: "매일의 장면을 글로 옮기는 습관에 대해 작가와 이야기를 나눕니다." },
  { titl: "컬처클럽: 겨울 고전 함께 읽기", type: "cultureClub", plc: "라이브러리 세미나룸", trgt: "성인 20명", cast: "문학평론가 오지훈", rounds: ["1900", "2000"], state: "open", day: 9, maxJoinNum: 1, body: "4주 동안 고전 소설 한 권을 나누어 읽고 이야기하는 독서 모임입니다." },
  { titl: "라이브러리 콘서트: 재즈 피아노의 밤", type: "libraryConcert", plc: "라이브러리 메인 스테이지", trgt: "전 연령", cast: "재즈 트리오 블루노트", rounds: ["1930"], state: "deadline", day: 6, maxJoinNum: 2, body: "서가 사이로 울려 퍼지는 재즈 피아노 트리오의 겨울 콘서트입니다." },
  { titl: "인사이트 강연: 도시와 공간의 미래", type: "insightLecture", plc: "라이브러리 메인 스테이지", trgt: "성인 누구나", cast: "건축가 김도현", rounds: ["1400", "1900"], state: "prizePending", day: 5, maxJoinNum: 2, body: "우리가 머무는 공간이 앞으로 어떻게 바뀔지 건축가의 시선으로 살펴봅니다." },
  { titl: "키즈 공연: 책 속으로 떠나는 마술 여행", type: "kidsShow", plc: "라이브러리 키즈 존", trgt: "5세 이상 어린이와 보호자", cast: "마술사 이하늘", rounds: ["1100", "1400"], state: "announced", day: 3, maxJoinNum: 3, body: "책장을 넘길 때마다 펼쳐지는 마술로 독서의 즐거움을 전하는 어린이 공연입니다." },
  { titl: "메타버스 강연: 가상 세계의 도서관", type: "metaverseLecture", plc: "온라인 메타버스 홀", trgt: "청소년, 성인", cast: "미디어 연구자 박소은", rounds: ["2000"], state: "announcedEmpty", day: 4, live: true, maxJoinNum: 1, body: "가상 공간에서 열리는 강연으로, 디지털 도서관의 현재와 가능성을 이야기합니다." },
  { titl: "작가와의 대화: 여행이 남긴 문장들", type: "celebrityLecture", plc: "라이브러리 메인 스테이지", trgt: "성인 누구나", cast: "여행 작가 정유진", rounds: ["1900"], state: "passed", day: -8, maxJoinNum: 2, body: "여행지에서 건져 올린 문장과 사진으로 떠나는 북토크입니다." },
  { titl: "라이브러리 콘서트: 가을 현악 사중주", type: "libraryConcert", plc: "라이브러리 메인 스테이지", trgt: "전 연령", cast: "필드 스트링 콰르텟", rounds: ["1900"], state: "passed", day: -15, maxJoinNum: 2, body: "가을 저녁 서가 사이에서 듣는 현악 사중주 공연입니다." },
  { titl: "컬처클럽: 새해 그림책 워크숍", type: "cultureClub", plc: "라이브러리 세미나룸", trgt: "성인 15명", cast: "그림책 작가 윤하람", rounds: ["1030"], state: "upcoming", day: 18, maxJoinNum: 1, body: "나만의 짧은 그림책을 직접 기획하고 만들어 보는 워크숍입니다." },
  { titl: "인사이트 강연: 좋은 습관의 과학", type: "insightLecture", plc: "라이브러리 메인 스테이지", trgt: "성인 누구나", cast: "심리학자 서민재", rounds: ["1900"], state: "open", day: 9, maxJoinNum: 2, body: "습관이 만들어지고 바뀌는 원리를 심리학 연구로 풀어 봅니다." },
];

/** Surnames and given-name syllables for masked winner and reviewer names. */
export const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권"] as const;
export const GIVEN = ["서연", "민준", "지우", "하윤", "도윤", "수아", "예준", "지민", "시우", "하은", "주원", "유나", "건우", "채원", "현우"] as const;
export const LATIN_NAMES = ["Emily Park", "Daniel Kim", "Sophia Lee", "Lucas Choi"] as const;
