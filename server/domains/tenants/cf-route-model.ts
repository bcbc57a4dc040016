// Centerfield's route model: the 15 route places and the connections between floors (elevator,
// escalators, stairs), and the cheapest route between two places, with or without steps. Pure and
// deterministic: the same pair always gives the same route (spec part-2 §2.2, §9; issue 12 asks
// beyond the spec for a step-free option and the floor changes as steps).

import { CF_FLOORS, CF_PLACES, type CfFloor } from "./data-centerfield.ts";

export type CfConnectorKind = "elevator" | "escalator" | "stairs";
export type CfLegKind = "walk" | CfConnectorKind;

export interface CfConnector {
  key: string;
  kind: CfConnectorKind;
  name: string;
  nameEn: string;
  /** The floors it stops at, bottom to top, each next to the other in CF_FLOORS. */
  floors: readonly CfFloor[];
  /** Where it stands on every floor it serves (the 355 × 260 floor panel). */
  x: number;
  y: number;
  /** Cost of getting on (waiting for an elevator) and of each floor ridden or climbed. */
  board: number;
  perFloor: number;
}

/** The connections between floors. Only the elevator reaches every floor without a step. */
export const CF_CONNECTORS: readonly CfConnector[] = [
  {
    key: "ev-west",
    kind: "elevator",
    name: "서측 엘리베이터",
    nameEn: "West elevator",
    floors: ["parking", "B2", "B1", "F1", "F2"],
    x: 66,
    y: 100,
    board: 120,
    perFloor: 30,
  },
  {
    key: "es-east",
    kind: "escalator",
    name: "동측 에스컬레이터",
    nameEn: "East escalator",
    floors: ["B2", "B1", "F1", "F2"],
    x: 290,
    y: 100,
    board: 20,
    perFloor: 40,
  },
  { key: "es-west", kind: "escalator", name: "서측 에스컬레이터", nameEn: "West escalator", floors: ["B1", "F1"], x: 96, y: 100, board: 20, perFloor: 40 },
  {
    key: "st-center",
    kind: "stairs",
    name: "중앙 계단",
    nameEn: "Central stairs",
    floors: ["parking", "B2", "B1", "F1", "F2"],
    x: 178,
    y: 175,
    board: 10,
    perFloor: 70,
  },
];

export interface CfPoint {
  x: number;
  y: number;
}

/** One part of a route: a walk on one floor along `path`, or a ride/climb from `floor` to `toFloor` starting at `path[0]`. */
export interface CfLeg {
  kind: CfLegKind;
  floor: CfFloor;
  toFloor: CfFloor;
  path: CfPoint[];
  /** The connector of a ride (its key), or null for a walk. */
  via: string | null;
}

interface Node {
  floor: CfFloor;
  x: number;
  y: number;
  /** A place's index, or -1 for a connector's stop. */
  place: number;
  connector: CfConnector | null;
}

interface Edge {
  to: number;
  cost: number;
  ride: boolean;
}

const level = (f: CfFloor) => CF_FLOORS.indexOf(f);
const dist = (a: CfPoint, b: CfPoint) => Math.hypot(a.x - b.x, a.y - b.y);

function buildGraph(stepFree: boolean): { nodes: Node[]; edges: Edge[][] } {
  const nodes: Node[] = CF_PLACES.map((p) => ({ floor: p.floor, x: p.x, y: p.y, place: p.index, connector: null }));
  const connectors = CF_CONNECTORS.filter((c) => !stepFree || c.kind === "elevator");
  for (const c of connectors) for (const f of c.floors) nodes.push({ floor: f, x: c.x, y: c.y, place: -1, connector: c });
  const edges: Edge[][] = nodes.map(() => []);
  const link = (a: number, b: number, cost: number, ride: boolean) => {
    edges[a]!.push({ to: b, cost, ride });
    edges[b]!.push({ to: a, cost, ride });
  };
  for (let a = 0; a < nodes.length; a++)
    for (let b = a + 1; b < nodes.length; b++) {
      const na = nodes[a]!;
      const nb = nodes[b]!;
      if (na.floor === nb.floor) {
        // Walking on a floor; getting on or off a connector costs half its boarding each way.
        const board = ((na.connector?.board ?? 0) + (nb.connector?.board ?? 0)) / 2;
        link(a, b, dist(na, nb) + board, false);
      } else if (na.connector && na.connector === nb.connector && Math.abs(level(na.floor) - level(nb.floor)) === 1) {
        link(a, b, na.connector.perFloor, true);
      }
    }
  return { nodes, edges };
}

/** Dijkstra over the small graph; ties go to the lower node number, so routes never vary. */
function cheapest(edges: Edge[][], from: number, to: number): number[] {
  const cost = edges.map(() => Infinity);
  const prev = edges.map(() => -1);
  const done = edges.map(() => false);
  cost[from] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < cost.length; i++) if (!done[i] && cost[i]! < Infinity && (u === -1 || cost[i]! < cost[u]!)) u = i;
    if (u === -1 || u === to) break;
    done[u] = true;
    for (const e of edges[u]!) {
      const c = cost[u]! + e.cost;
      if (c < cost[e.to]! - 1e-9) {
        cost[e.to] = c;
        prev[e.to] = u;
      }
    }
  }
  if (cost[to] === Infinity) throw new Error(`no route from place ${from} to place ${to}`);
  const path = [to];
  while (path[0] !== from) path.unshift(prev[path[0]!]!);
  return path;
}

/**
 * The route between two of the 15 places as legs: walks on a floor and rides between floors (one
 * leg per connector, however many floors it covers). Step-free routes use the elevator only.
 */
export function cfRoute(start: number, dest: number, stepFree: boolean): CfLeg[] {
  const { nodes, edges } = buildGraph(stepFree);
  const path = cheapest(edges, start, dest).map((i) => nodes[i]!);
  const legs: CfLeg[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const last = legs[legs.length - 1];
    const at = { x: a.x, y: a.y };
    if (a.floor === b.floor) {
      if (last?.kind === "walk" && last.floor === a.floor) last.path.push({ x: b.x, y: b.y });
      else legs.push({ kind: "walk", floor: a.floor, toFloor: a.floor, path: [at, { x: b.x, y: b.y }], via: null });
    } else {
      const c = a.connector!;
      if (last && last.via === c.key && last.toFloor === a.floor) last.toFloor = b.floor;
      else legs.push({ kind: c.kind, floor: a.floor, toFloor: b.floor, path: [at], via: c.key });
    }
  }
  return legs;
}

const FLOOR_LABEL: Record<CfFloor, string> = { parking: "P", B2: "B2", B1: "B1", F1: "1F", F2: "2F" };

/** The route's steps as Korean lines (the contract's `steps`). */
export function cfRouteSteps(startName: string, destName: string, legs: readonly CfLeg[]): string[] {
  const rides = legs.filter((l) => l.kind !== "walk");
  const ride = (l: CfLeg) => {
    const c = CF_CONNECTORS.find((k) => k.key === l.via)!;
    return `${c.name} 이용: ${FLOOR_LABEL[l.floor]} → ${FLOOR_LABEL[l.toFloor]}`;
  };
  return [`출발: ${startName}`, ...(rides.length ? rides.map(ride) : ["같은 층 통로를 따라 이동"]), `도착: ${destName}`];
}
