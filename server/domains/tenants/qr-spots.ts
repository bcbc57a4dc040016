import { floorLayout } from "./floor-layout.ts";

// Where the "you are here" QR codes hang on a floor: by the lift, by the escalator and at the
// atrium. Derived from the floor's layout, so a spot always sits on the drawn map.

export interface QrSpot {
  qrId: string;
  fl: string;
  ko: string;
  en: string;
  x: number;
  y: number;
}

/** The QR codes of one floor of a mall: QR + mall code + floor + 01…03. */
export function qrSpots(mall: string, mallCode: string, fl: string): QrSpot[] {
  const layout = floorLayout(mall, fl);
  const lift = layout.facilities.find((f) => f.type === "elevator");
  const escalator = layout.facilities.find((f) => f.type === "escalator");
  const spots: Omit<QrSpot, "qrId" | "fl">[] = [];
  if (lift) spots.push({ ko: `${fl} 엘리베이터 앞`, en: `${fl} by the elevator`, x: lift.x + 14, y: lift.y });
  if (escalator) spots.push({ ko: `${fl} 에스컬레이터 앞`, en: `${fl} by the escalator`, x: escalator.x, y: escalator.y + 12 });
  spots.push({ ko: `${fl} 중앙 아트리움`, en: `${fl} central atrium`, x: layout.atrium.cx, y: layout.atrium.cy });
  return spots.map((s, i) => ({ ...s, qrId: `QR${mallCode}${fl}${String(i + 1).padStart(2, "0")}`, fl }));
}
