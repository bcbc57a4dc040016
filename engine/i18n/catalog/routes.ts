/**
 * The titles of the first routes (the entry gate, a mall home) and the mall-home quick-link labels
 * (the `label` ids of standard-set quickLinks): the shell shows them before any other part loads
 * (docs/decisions/0010). Every other route title is in route-titles.ts. Korean is the default
 * locale; English is the fallback.
 */
export const routeMessages = {
  ko: {
    "route.gate": "지점 선택",
    "route.home": "홈",
    "home.quick.stores": "매장 안내",
    "home.quick.floors": "층별 안내",
    "home.quick.parking": "주차 안내",
    "home.quick.directions": "오시는 길",
    "home.quick.events": "이벤트",
    "home.quick.coupons": "쿠폰",
    "home.quick.kids": "키즈",
    "home.quick.library": "라이브러리",
    "home.quick.cityLounge": "시티라운지",
    "home.quick.dining": "카페 & 다이닝",
    "home.quick.membership": "멤버십",
    "home.quick.service": "고객센터",
    "home.quick.mycar": "내 차 찾기",
  },
  en: {
    "route.gate": "Choose a branch",
    "route.home": "Home",
    "home.quick.stores": "Stores",
    "home.quick.floors": "Floors",
    "home.quick.parking": "Parking",
    "home.quick.directions": "Directions",
    "home.quick.events": "Events",
    "home.quick.coupons": "Coupons",
    "home.quick.kids": "Kids",
    "home.quick.library": "Library",
    "home.quick.cityLounge": "City Lounge",
    "home.quick.dining": "Dining",
    "home.quick.membership": "Membership",
    "home.quick.service": "Help",
    "home.quick.mycar": "Find my car",
  },
} as const;
