import { afterEach, describe, expect, it } from "vitest";
import { sourceMessages } from "../../engine/i18n/catalogs.ts";

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe("flow lab messages", () => {
  it("are in development and test message bundles", () => {
    expect(sourceMessages("ko")["flows.title"]).toBe("플로 랩");
    expect(sourceMessages("en")["flows.title"]).toBe("Flow lab");
  });

  it("stay out of production bundles, like the lab itself; the route title stays", () => {
    process.env.NODE_ENV = "production";
    expect(Object.keys(sourceMessages("ko")).filter((id) => id.startsWith("flows."))).toEqual([]);
    expect(sourceMessages("en")["route.flowLab"]).toBe("Flow lab");
  });
});
