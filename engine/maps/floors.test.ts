import { describe, expect, it } from "vitest";
import { floorFromParam, floorRank, pickFloor, sortFloors } from "./floors.ts";

describe("floors", () => {
  it("orders parking, basements deepest first, then the floors up", () => {
    expect(sortFloors(["2F", "B1", "1F", "P", "B2", "10F"].map((fl) => ({ fl }))).map((f) => f.fl)).toEqual(["P", "B2", "B1", "1F", "2F", "10F"]);
    expect(floorRank("??")).toBeGreaterThan(floorRank("9F"));
  });

  it("reads a floor/{id} address in the data's, the route finder's or lower-case spelling", () => {
    expect(floorFromParam("1F")).toBe("1F");
    expect(floorFromParam("f2")).toBe("2F");
    expect(floorFromParam("b1")).toBe("B1");
    expect(floorFromParam("parking")).toBe("P");
    expect(floorFromParam("7")).toBeNull();
    expect(floorFromParam(undefined)).toBeNull();
  });

  it("picks the floor asked for, else 1F, else the lowest", () => {
    const floors = [{ fl: "B1" }, { fl: "1F" }, { fl: "2F" }];
    expect(pickFloor(floors, "2F")?.fl).toBe("2F");
    expect(pickFloor(floors, "9F")?.fl).toBe("1F");
    expect(pickFloor([{ fl: "B2" }, { fl: "B1" }], null)?.fl).toBe("B2");
    expect(pickFloor([], "1F")).toBeUndefined();
  });
});
