// Fictional films for the cinema listings (megabox.do, cgv.do). Poster n is /images/seed/poster-<n>.svg.

export interface Film {
  n: number;
  ko: string;
  en: string;
  grade: "ALL" | "12" | "15" | "18";
  genre: string;
  runTm: number;
  /** Coming soon (no show times yet); the others are showing. */
  soon?: true;
}

const FILMS: readonly Omit<Film, "n">[] = [
  { ko: "한강의 여름", en: "Summer on the Han", grade: "12", genre: "드라마", runTm: 118 },
  { ko: "마지막 정류장", en: "The Last Stop", grade: "15", genre: "스릴러", runTm: 124 },
  { ko: "별을 쫓는 아이들", en: "Star Chasers", grade: "ALL", genre: "애니메이션", runTm: 96 },
  { ko: "검은 파도", en: "Black Tide", grade: "15", genre: "액션", runTm: 131 },
  { ko: "우리들의 부엌", en: "Our Kitchen", grade: "ALL", genre: "가족", runTm: 104 },
  { ko: "서울, 새벽 세 시", en: "Seoul, 3 A.M.", grade: "18", genre: "범죄", runTm: 127 },
  { ko: "고양이 탐정 오월이", en: "Detective Cat May", grade: "ALL", genre: "애니메이션", runTm: 88 },
  { ko: "북극곰 구조대", en: "Polar Bear Rescue", grade: "ALL", genre: "어드벤처", runTm: 92 },
  { ko: "비밀의 정원사", en: "The Secret Gardener", grade: "12", genre: "판타지", runTm: 115, soon: true },
  { ko: "사라진 편지", en: "The Missing Letter", grade: "12", genre: "미스터리", runTm: 109, soon: true },
  { ko: "첫눈의 약속", en: "First Snow Promise", grade: "12", genre: "로맨스", runTm: 112, soon: true },
  { ko: "달리는 도시", en: "City on the Run", grade: "15", genre: "액션", runTm: 121, soon: true },
  // More showing films than one page of the listing (10), so the listing pages ("more", pagenum 2).
  { ko: "바다로 간 자전거", en: "Bicycle to the Sea", grade: "ALL", genre: "가족", runTm: 98 },
  { ko: "그림자 수사대", en: "Shadow Squad", grade: "15", genre: "범죄", runTm: 119 },
  { ko: "여름밤의 합창", en: "Summer Night Chorus", grade: "12", genre: "음악", runTm: 106 },
  { ko: "로봇 친구 보리", en: "Bori the Robot", grade: "ALL", genre: "애니메이션", runTm: 90 },
  { ko: "겨울 산장", en: "The Winter Lodge", grade: "15", genre: "스릴러", runTm: 113 },
  { ko: "마지막 한 판", en: "One Last Game", grade: "12", genre: "스포츠", runTm: 117 },
];

export const FILMS_ALL: readonly Film[] = FILMS.map((f, i) => ({ ...f, n: i + 1 }));

/** Films showing now (14): the listing's "now" tab has two pages of 10. */
export const isShowing = (f: Film): boolean => !f.soon;

export const posterUri = (f: Film): string => `/images/seed/poster-${f.n}.svg`;

/** Show start times of the day (HH:mm) a film may take, spread over a cinema's screens. */
export const SHOW_SLOTS = [
  "09:40",
  "10:30",
  "11:50",
  "12:40",
  "13:20",
  "14:10",
  "15:30",
  "16:50",
  "17:40",
  "18:30",
  "19:10",
  "20:20",
  "21:00",
  "22:30",
] as const;
