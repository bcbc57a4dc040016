import { expect, it } from "vitest";
import { MEMBER_SCREEN_MODULES } from "./first-loads.ts";
import { memberScreens } from "./registrations.ts";

it("names each member screen's module as its registration imports it", async () => {
  for (const [id, module] of Object.entries(MEMBER_SCREEN_MODULES)) {
    const registered = await memberScreens[id as keyof typeof MEMBER_SCREEN_MODULES]();
    expect(await import(/* @vite-ignore */ `../../${module}`), id).toBe(registered);
  }
});
