import { describe, expect, it } from "vitest";
import { sourceMessages } from "../../engine/i18n/catalogs.ts";
import { flowMessages } from "./flows.messages.ts";

describe("flow lab messages", () => {
  it("ship with the lab (devtools), which production builds leave out, not in the kit's catalogues", () => {
    expect(flowMessages.ko["flows.title"]).toBe("플로 랩");
    expect(flowMessages.en["flows.title"]).toBe("Flow lab");
    expect(Object.keys(sourceMessages("ko")).filter((id) => id.startsWith("flows."))).toEqual([]);
  });

  it("leave the lab's route title in the kit (the shell shows it)", () => {
    expect(sourceMessages("en")["route.flowLab"]).toBe("Flow lab");
  });
});
