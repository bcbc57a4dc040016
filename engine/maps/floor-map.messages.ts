import type { Words } from "../i18n/words.ts";

/** The floor map's words (its legend, pins, zoom buttons, the popup hint): they ship with the floor map. */
const ko = {
  "map.zoomIn": "확대",
  "map.zoomOut": "축소",
  "map.reset": "원래 크기",
  "map.legend": "범례",
  "map.pin.selected": "{name} (선택한 매장)",
  "map.facility.restroom": "화장실",
  "map.facility.nursing": "수유실",
  "map.facility.elevator": "엘리베이터",
  "map.facility.escalator": "에스컬레이터",
  "map.facility.atm": "ATM",
  "map.facility.info": "안내데스크",
  "map.facility.locker": "물품보관함",
  "map.facility.stroller": "유모차 대여",
  "map.popupHint": "두 손가락으로 확대하고 끌어서 움직여 보세요.",
} as const;

const en: Words<typeof ko> = {
  "map.zoomIn": "Zoom in",
  "map.zoomOut": "Zoom out",
  "map.reset": "Reset",
  "map.legend": "Legend",
  "map.pin.selected": "{name} (selected store)",
  "map.facility.restroom": "Restroom",
  "map.facility.nursing": "Nursing room",
  "map.facility.elevator": "Elevator",
  "map.facility.escalator": "Escalator",
  "map.facility.atm": "ATM",
  "map.facility.info": "Information",
  "map.facility.locker": "Lockers",
  "map.facility.stroller": "Stroller rental",
  "map.popupHint": "Pinch to zoom and drag to move.",
};

export const floorMapMessages = { ko, en };
