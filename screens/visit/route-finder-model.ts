import type { EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import type { FloorMapMarker, FloorMapPin } from "../../engine/maps/floor-map.tsx";
import type { MapPoint } from "../../engine/maps/floor-map-geometry.ts";

export type RouteMap = EndpointResponse<typeof tenantsEndpoints.cfRouteMap>["routeMap"];
export type RouteStores = EndpointResponse<typeof tenantsEndpoints.cfRouteStores>;
export type CfStore = RouteStores["storeList"][number];
export type CfFloor = CfStore["floor"];
export type RouteLeg = RouteMap["legs"][number];

/** The floor tabs, bottom to top as the spec lists them: P, B2, B1, 1F, 2F. */
export const CF_FLOORS: readonly CfFloor[] = ["parking", "B2", "B1", "F1", "F2"];
const LABEL: Record<CfFloor, string> = { parking: "P", B2: "B2", B1: "B1", F1: "1F", F2: "2F" };
/** A floor's tab label (P, B2, B1, 1F, 2F): the same in every language. */
export const floorLabel = (f: CfFloor): string => LABEL[f];

/** One end of a route: the floor tab shown and the store entry chosen on it (key), if any. */
export interface RouteEnd {
  floor: CfFloor;
  key: string | null;
}

/** Words a step needs, by locale (react-intl formats them). */
export interface StepWords {
  start: (name: string) => string;
  ride: (via: string, floor: string) => string;
  walk: () => string;
  arrive: (name: string) => string;
}

/** The route as lines of text: where it starts, each ride or climb to another floor, where it ends. */
export function routeSteps(route: RouteMap, startName: string, destName: string, words: StepWords, english: boolean): string[] {
  const rides = route.legs.filter((l) => l.kind !== "walk" && l.via);
  return [
    words.start(startName),
    ...(rides.length ? rides.map((l) => words.ride(english ? l.via!.nameEn : l.via!.name, floorLabel(l.toFloor))) : [words.walk()]),
    words.arrive(destName),
  ];
}

const SHORT: Record<Exclude<RouteLeg["kind"], "walk">, string> = { elevator: "EV", escalator: "ES", stairs: "ST" };

/** What the map of one floor draws: the walks on it as lines, the rides leaving it as markers, the start and end pins. */
export function floorDrawing(
  route: RouteMap,
  floor: CfFloor,
  names: { start: string; dest: string },
  markerLabel: (via: string, floor: string) => string,
  english: boolean,
): { lines: MapPoint[][]; markers: FloorMapMarker[]; pins: FloorMapPin[] } {
  const lines = route.legs.filter((l) => l.kind === "walk" && l.floor === floor).map((l) => l.path);
  const markers = route.legs
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => l.kind !== "walk" && l.floor === floor && l.path[0])
    .map(({ l, i }) => {
      const via = l.via ? (english ? l.via.nameEn : l.via.name) : "";
      return {
        id: `leg-${i}`,
        x: l.path[0]!.x,
        y: l.path[0]!.y,
        text: `${SHORT[l.kind as keyof typeof SHORT]} → ${floorLabel(l.toFloor)}`,
        label: markerLabel(via, floorLabel(l.toFloor)),
      };
    });
  const pins: FloorMapPin[] = [];
  const first = route.legs[0]?.path[0];
  if (route.start.floor === floor && first) pins.push({ id: "start", x: first.x, y: first.y, label: names.start });
  const lastWalk = [...route.legs].reverse().find((l) => l.kind === "walk" && l.floor === route.dest.floor);
  const end = lastWalk?.path[lastWalk.path.length - 1];
  if (route.dest.floor === floor && end) pins.push({ id: "dest", x: end.x, y: end.y, label: names.dest, highlighted: true });
  return { lines, markers, pins };
}

/** The floor a marker leads to (its leg's destination floor), or null for an unknown id. */
export function markerTarget(route: RouteMap, id: string): CfFloor | null {
  const leg = route.legs[Number(id.replace(/^leg-/, ""))];
  return leg && leg.kind !== "walk" ? leg.toFloor : null;
}
