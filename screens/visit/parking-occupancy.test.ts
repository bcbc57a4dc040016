import { describe, expect, it } from "vitest";
import { freeBays, occupancyLevel, totalCount, updateTime } from "./parking-occupancy.ts";

const floor = (totalCnt: number, emptyCnt: number) => ({ floor: "B1", totalCnt, parkCnt: totalCnt - emptyCnt, emptyCnt });

describe("occupancyLevel", () => {
  it("is plenty from 20 % free bays, busy from 3 %, full below that", () => {
    expect(occupancyLevel(floor(100, 100))).toBe("plenty");
    expect(occupancyLevel(floor(100, 20))).toBe("plenty");
    expect(occupancyLevel(floor(100, 19))).toBe("busy");
    expect(occupancyLevel(floor(100, 3))).toBe("busy");
    expect(occupancyLevel(floor(100, 2))).toBe("full");
    expect(occupancyLevel(floor(1000, 25))).toBe("full");
    expect(occupancyLevel(floor(1000, 30))).toBe("busy");
  });

  it("is full without a free bay, for a floor without bays, and for counts out of range", () => {
    expect(occupancyLevel(floor(400, 0))).toBe("full");
    expect(occupancyLevel(floor(0, 0))).toBe("full");
    expect(occupancyLevel(floor(400, -5))).toBe("full");
    expect(occupancyLevel(floor(-1, 10))).toBe("full");
    expect(occupancyLevel(floor(10, 50))).toBe("plenty");
  });
});

describe("counts", () => {
  it("keeps free bays between 0 and the floor's bays, and adds the floors up", () => {
    expect(freeBays(floor(10, 50))).toBe(10);
    expect(freeBays(floor(10, -2))).toBe(0);
    expect(totalCount([floor(100, 10), floor(300, 90), floor(50, -1)])).toEqual({ totalCnt: 450, emptyCnt: 100 });
  });

  it("reads the update time of the answer, or nothing from a malformed one", () => {
    expect(updateTime("2026-11-20 12:04:59")).toBe("12:04");
    expect(updateTime("noon")).toBeNull();
  });
});
