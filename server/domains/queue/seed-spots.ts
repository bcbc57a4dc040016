import type { IconName } from "../../seed/svg-icons.ts";

/** Restaurants of a mall's dining group: name, category, floor, and the pictogram of their image. */
export const SPOTS = [
  ["담소 한식당", "한식", "B1", "bowl"],
  ["스시 하루", "일식", "3F", "sushi"],
  ["브루클린 버거 키친", "양식", "1F", "burger"],
  ["소바 고요", "일식", "3F", "bowl"],
  ["딤섬 하우스", "중식", "3F", "dumpling"],
  ["더 파스타 공방", "양식", "2F", "cutlery"],
  ["옥류정 냉면", "한식", "B1", "bowl"],
  ["카페 포레스트", "카페", "1F", "cup"],
] as const satisfies readonly (readonly [string, string, string, IconName])[];

/** The image of spot i (1-based) of SPOTS. */
export const spotImageUri = (i: number): string => `/images/seed/queue/spot-${i}.svg`;
