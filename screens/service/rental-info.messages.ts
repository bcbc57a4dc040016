import type { Words } from "../../engine/i18n/words.ts";

/** The venue rental pages (store/rentalInfo/*). */
const ko = {
  "rental.venues": "대관 장소",
  "rental.place": "위치",
  "rental.area": "면적",
  "rental.area.value": "{area, number}㎡",
  "rental.capacity": "수용 인원",
  "rental.capacity.value": "최대 {count, number}명",
  "rental.hours": "이용 시간",
  "rental.fee": "사용료",
  "rental.uses": "이런 행사에 알맞습니다",
  "rental.equipment": "갖춘 시설",
  "rental.ask": "대관 문의",
  "rental.ask.steps": "신청 절차",
  "rental.desk": "대관 데스크",
  "rental.desk.call": "대관 데스크에 전화하기 {phone}",
  "rental.inquiry": "1:1 문의로 신청하기",
  "rental.notFound": "대관 정보를 찾을 수 없습니다",
  "rental.notFound.text": "이 장소의 대관 안내가 아직 없습니다. 다른 장소를 골라 주세요.",
} as const;

const en: Words<typeof ko> = {
  "rental.venues": "Venues",
  "rental.place": "Where",
  "rental.area": "Area",
  "rental.area.value": "{area, number} m²",
  "rental.capacity": "Capacity",
  "rental.capacity.value": "Up to {count, number} people",
  "rental.hours": "Hours",
  "rental.fee": "Fee",
  "rental.uses": "Suited to",
  "rental.equipment": "Equipment",
  "rental.ask": "Rental inquiries",
  "rental.ask.steps": "How to book",
  "rental.desk": "Rental desk",
  "rental.desk.call": "Call the rental desk {phone}",
  "rental.inquiry": "Ask by 1:1 inquiry",
  "rental.notFound": "No rental information",
  "rental.notFound.text": "This venue has no rental information yet. Please choose another venue.",
};

export const rentalInfoMessages = { ko, en };
