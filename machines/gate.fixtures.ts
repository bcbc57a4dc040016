import type { GateInput, GateMall } from "./gate.machine.ts";

// Test and flow-lab fixtures. Hosts are example values: the engine reads real ones from manifests.
export const MAIN_HOST = "m.main-brand.example";
export const CITY_HOST = "m.city-brand.example";

const malls: ReadonlyArray<{ path: string; code: string; group: "main" | "city" }> = [
  { path: "hanam", code: "01", group: "main" },
  { path: "coexmall", code: "02", group: "main" },
  { path: "goyang", code: "03", group: "main" },
  { path: "wirye", code: "04", group: "city" },
  { path: "bucheon", code: "05", group: "city" },
  { path: "myeongji", code: "06", group: "city" },
  { path: "anseong", code: "07", group: "main" },
  { path: "suwon", code: "09", group: "city" },
  { path: "granseoul", code: "11", group: "city" },
  { path: "unjeong", code: "12", group: "city" },
];

/** The ten known malls as the engine would describe them when running on `currentHost`. */
export function knownMallsOn(currentHost: string): GateMall[] {
  return malls.map(({ path, code, group }) => {
    const introTokenHost = group === "main" ? MAIN_HOST : CITY_HOST;
    return { path, code, introTokenHost, servedHere: introTokenHost === currentHost };
  });
}

/** An eligible first visit to / on the main brand host, with overrides. */
export function gateInput(overrides: Partial<GateInput> = {}): GateInput {
  return {
    pathname: "/",
    search: "",
    firstNavigation: true,
    knownMalls: knownMallsOn(MAIN_HOST),
    ...overrides,
  };
}
