// Korean text of the seeded reviews, banners, art projects, rentals and clubs.

export const KIDS_REVIEWS = [
  { titl: "아이가 집에 와서도 노래를 불러요", cont: "공연 시간이 길지 않아 아이가 끝까지 집중해서 봤어요. 좌석 간격도 넉넉했습니다." },
  { titl: "주말 오후 나들이로 딱이었어요", cont: "쇼핑하고 바로 공연을 볼 수 있어서 편했어요. 다음 프로그램도 신청하려고요." },
  { titl: "체험 선생님들이 친절하셨어요", cont: "처음이라 쭈뼛거리던 아이에게 먼저 다가와 주셔서 금방 적응했습니다." },
  { titl: "재료가 알차게 준비되어 있었어요", cont: "따로 챙길 것 없이 가서 즐기기만 하면 됐어요. 완성품을 가져올 수 있어 좋았습니다." },
  { titl: "입장 안내가 깔끔했어요", cont: "당첨 문자 보여 드리고 바로 입장했어요. 대기 줄도 짧았습니다." },
  { titl: "둘째도 같이 갈 수 있으면 좋겠어요", cont: "연령 제한 때문에 둘째는 못 들어가서 아쉬웠어요. 가족 회차가 더 생기면 좋겠습니다." },
  { titl: "생각보다 스케일이 컸어요", cont: "무대 장치와 조명이 멋져서 어른인 저도 즐겁게 봤습니다." },
] as const;

export const LIBRARY_REVIEWS = [
  { titl: "퇴근길에 들르기 좋은 강연", cont: "평일 저녁 시간이라 부담 없이 들었어요. 질의응답 시간도 알찼습니다." },
  { titl: "책장 사이에서 듣는 음악이 특별했어요", cont: "울림이 좋아서 공연장과는 또 다른 분위기였습니다." },
  { titl: "작가님 이야기에 위로받았어요", cont: "책으로만 만나던 작가님을 직접 뵈어 좋았고 사인도 받았습니다." },
  { titl: "독서 모임이 이렇게 재미있는 줄 몰랐어요", cont: "진행자님이 이야기를 잘 이끌어 주셔서 처음인데도 편하게 참여했습니다." },
] as const;

export const TV_REVIEWS = [
  { titl: "[라이브러리 TV] 작가와의 대화 하이라이트", playTm: "4:32" },
  { titl: "[라이브러리 TV] 재즈 피아노의 밤 현장 스케치", playTm: "3:05" },
  { titl: "[라이브러리 TV] 키즈 마술 공연 비하인드", playTm: "2:48" },
  { titl: "[라이브러리 TV] 컬처클럽 참가자 인터뷰", playTm: "5:10" },
  { titl: "[라이브러리 TV] 도시와 공간의 미래 강연 요약", playTm: "6:21" },
  { titl: "[라이브러리 TV] 새해 그림책 워크숍 예고", playTm: "1:15" },
] as const;

export const KIDS_BANNERS = [
  { titl: "겨울방학 키즈 프로그램 오픈", linkType: "I", linkUrl: "/tenant/fieldKids" },
  { titl: "가족 공연 시즌 사전 신청", linkType: "I", linkUrl: "/tenant/fieldKids/toApply" },
  { titl: "키즈 프로그램 관람 후기 이벤트", linkType: "E", linkUrl: "https://www.fieldmall.example/kids/review-event" },
] as const;

export const LIBRARY_BANNERS = [
  { titl: "12월 라이브러리 강연 라인업", linkType: "I", linkUrl: "/tenant/fieldLibrary" },
  { titl: "라이브러리 아트 프로젝트: 겨울의 서재", linkType: "I", linkUrl: "/tenant/fieldLibrary/artProject/1" },
] as const;

export const ART_PROJECTS = [
  {
    titl: "겨울의 서재",
    artist: "설치미술가 문채윤",
    plc: "라이브러리 중앙 서가",
    start: -20,
    end: 40,
    cont: "천장까지 닿는 서가 사이에 눈송이 모양의 종이 조형물을 매달아 겨울의 고요함을 표현했습니다.",
  },
  {
    titl: "책으로 지은 집",
    artist: "건축가 그룹 페이지스",
    plc: "라이브러리 입구",
    start: -5,
    end: 60,
    cont: "기증받은 책 3천 권으로 쌓아 올린 작은 집 안에서 책을 읽을 수 있습니다.",
  },
  {
    titl: "빛의 문장들",
    artist: "미디어 아티스트 류지안",
    plc: "라이브러리 미디어 월",
    start: -45,
    end: 15,
    cont: "방문객이 남긴 문장이 빛의 파도가 되어 흐르는 미디어 아트입니다.",
  },
  {
    titl: "우리가 사랑한 표지",
    artist: "북디자이너 연합전",
    plc: "라이브러리 갤러리",
    start: 10,
    end: 70,
    cont: "지난 50년간 사랑받은 책 표지 디자인의 변천을 한자리에서 만납니다.",
  },
] as const;

/** Rentals: a seed state per space, like the programs. */
export const RENTALS = [
  { titl: "시티라운지 세미나룸 A", plc: "5F 시티라운지", hours: ["1000", "1200"], capacity: 12, state: "open", day: 12 },
  { titl: "커뮤니티 키친", plc: "5F 시티라운지", hours: ["1400", "1700"], capacity: 8, state: "open", day: 14 },
  { titl: "라운지 파티룸", plc: "5F 시티라운지", hours: ["1800", "2100"], capacity: 20, state: "deadline", day: 9 },
  { titl: "스터디룸 B", plc: "5F 시티라운지", hours: ["1300", "1500"], capacity: 6, state: "prizePending", day: 6 },
  { titl: "포토 스튜디오", plc: "4F 크리에이터 존", hours: ["1100", "1300"], capacity: 4, state: "announced", day: 4 },
  { titl: "시티라운지 세미나룸 B", plc: "5F 시티라운지", hours: ["1500", "1800"], capacity: 16, state: "upcoming", day: 20 },
] as const;

export const CLUBS = [
  { suffix: "OFC", nm: "오피스 클럽", desc: "인근 직장인을 위한 멤버십 클럽입니다. 재직 확인 후 평일 점심 할인과 라운지 혜택을 드립니다.", recruit: "Y" },
  { suffix: "MOM", nm: "맘스 클럽", desc: "영유아 자녀를 둔 고객을 위한 클럽입니다. 수유실 예약과 키즈 프로그램 우선 신청 혜택이 있습니다.", recruit: "Y" },
  { suffix: "PET", nm: "펫 클럽", desc: "반려동물과 함께하는 고객을 위한 클럽입니다. 올해 모집은 마감되었습니다.", recruit: "N" },
] as const;
