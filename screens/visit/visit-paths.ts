/** A distance in metres as the directions page writes it: metres under a kilometre, else km to one decimal. */
export function distanceParts(metres: number): { unit: "m"; metres: number } | { unit: "km"; km: number } {
  return metres < 1000 ? { unit: "m", metres } : { unit: "km", km: Math.round(metres / 100) / 10 };
}
