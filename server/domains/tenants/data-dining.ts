// Signature dishes and restaurant details of the food and beverage brands (by English name).

export const SIGNATURE_MENU: Readonly<Record<string, string>> = {
  Hansang: "제철 한정식 정찬",
  "Ondal Gukbap": "돼지국밥",
  "Sushi Hanami": "모둠 초밥",
  "Trattoria Nuovo": "트러플 크림 파스타",
  Hwarojeong: "숯불 돼지갈비",
  "Noodle Road": "우육면",
  "Burger Station": "더블 치즈버거",
  Soban: "제철 솥밥 정식",
  "Taco House": "비리아 타코",
  "Dim Sum Garden": "샤오롱바오",
  "Pho En": "양지 쌀국수",
  "Steak One": "채끝 스테이크",
  "Hangyeol Bakery": "소금빵",
  "Cafe Motungi": "아인슈페너",
  "Dalbit Coffee": "달빛 라떼",
  "Gelato Lab": "피스타치오 젤라또",
  "Dawon Tea House": "제주 말차",
  "Brunch Garden": "에그 베네딕트",
  "Donut Atelier": "바닐라 크림 도넛",
  Bingsudang: "인절미 빙수",
  "Bunsik Nara": "라볶이",
  "Donkatsu House": "등심 돈까스",
  "Bibimbap Jip": "돌솥비빔밥",
  "Jjamppong Hall": "차돌 짬뽕",
  Udonya: "튀김 우동",
  "Tteokbokki Lab": "로제 떡볶이",
};

/** Break-time texts a restaurant may have. */
export const BREAK_TIMES = ["15:00~16:30", "15:30~17:00", "15:00~17:00"] as const;
