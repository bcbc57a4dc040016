import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../schemas/api/limits.ts";
import { mycarEndpoints as ep } from "../../../schemas/api/mycar.ts";
import { countRows, createTestServer, form } from "../../testing.ts";
import { DEMO_DEVICE_ID, memberDomain } from "../member/index.ts";
import { loginAsDemo } from "../member/testing.ts";
import { mycarDomain } from "./index.ts";
import { NO_VEHICLE_MESSAGE } from "./routes.ts";
import { DEMO_PARKED } from "./seed.ts";

const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const server = (now?: () => Date) => createTestServer([memberDomain, mycarDomain], now);
const carNums = async (res: Response) => ep.list.response.parse(await res.json()).resultList.map((c) => c.car_num);
const myCarCount = (s: ReturnType<typeof server>) => countRows(s, "my_cars");

describe("registered cars", () => {
  it("lists a member's own cars, or a device's cars for a visitor", async () => {
    const s = server();
    expect(await carNums(await s.request(`/api/myCar/carNumListData.do?uuid=${DEMO_DEVICE_ID}`))).toEqual(["45나6789"]);
    expect((await s.request("/api/myCar/carNumListData.do?cust_id=M0000001")).status).toBe(401);
    expect((await s.request("/api/myCar/carNumListData.do")).status).toBe(400);
    await loginAsDemo(s, 1);
    expect(await carNums(await s.request("/api/myCar/carNumListData.do?cust_id=M0000001"))).toEqual(["123가4567"]);
    expect((await s.request("/api/myCar/carNumListData.do?cust_id=M0000002")).status).toBe(403);
    expect((await s.request("/api/myCar/carNumListData.do?custid=M0000002")).status).toBe(403);
  });

  it("registers a car from a JSON body once, at most 5 per owner", async () => {
    const s = server();
    await loginAsDemo(s, 2);
    const first = ep.save.response.parse(await (await s.request("/api/myCar/saveMyCar.do", json({ car_num: "12가3456", cust_id: "M0000002" }))).json());
    const again = ep.save.response.parse(await (await s.request("/api/myCar/saveMyCar.do", json({ car_num: "12가3456" }))).json());
    expect(again.car_num_seq).toBe(first.car_num_seq);
    for (const n of ["1111", "22나2222", "333다3333"]) expect((await s.request("/api/myCar/saveMyCar.do", json({ car_num: n }))).status).toBe(200);
    const full = await s.request("/api/myCar/saveMyCar.do", json({ car_num: "44라4444" }));
    expect(full.status).toBe(409);
    expect(await carNums(await s.request("/api/myCar/carNumListData.do"))).toEqual(["67다1004", "12가3456", "1111", "22나2222", "333다3333"]);
  });

  it("registers a car once when 20 identical requests arrive together, and every caller gets its number", async () => {
    const s = server();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.request("/api/myCar/saveMyCar.do", json({ car_num: "55마5555", uuid: "PHONE-CONC-0001" }))),
    );
    const seqs = await Promise.all(answers.map(async (r) => ep.save.response.parse(await r.json()).car_num_seq));
    expect(new Set(seqs).size).toBe(1);
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM my_cars WHERE uuid = 'PHONE-CONC-0001'").get()).toEqual({ n: 1 });
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const s = server();
    const before = myCarCount(s);
    for (const init of [
      json({ car_num: "12ab3456", uuid: DEMO_DEVICE_ID }),
      json({ car_num: "123", uuid: DEMO_DEVICE_ID }),
      json({ car_num: "1234", uuid: "x" }),
      form({ car_num: "1234", uuid: DEMO_DEVICE_ID }),
    ])
      expect((await s.request("/api/myCar/saveMyCar.do", init)).status).toBe(400);
    expect((await s.request("/api/myCar/saveMyCar.do", json({ car_num: "1234", cust_id: "M0000001" }))).status).toBe(401);
    expect(myCarCount(s)).toBe(before);
  });

  it("deletes only the owner's car", async () => {
    const s = server();
    const member1Car = s.deps.db.prepare("SELECT car_num_seq, car_num FROM my_cars WHERE cust_id = 'M0000001'").get() as {
      car_num_seq: number;
      car_num: string;
    };
    const deviceCar = s.deps.db.prepare("SELECT car_num_seq, car_num FROM my_cars WHERE uuid = ?").get(DEMO_DEVICE_ID) as {
      car_num_seq: number;
      car_num: string;
    };
    // A visitor with another device, then member 2, cannot remove member 1's or the demo device's car.
    expect((await s.request("/api/myCar/deleteMyCar.do", form({ ...member1Car, uuid: "OTHER-DEVICE-1" }))).status).toBe(404);
    expect((await s.request("/api/myCar/deleteMyCar.do", form({ ...deviceCar, uuid: "OTHER-DEVICE-1" }))).status).toBe(404);
    await loginAsDemo(s, 2);
    expect((await s.request("/api/myCar/deleteMyCar.do", form({ ...member1Car }))).status).toBe(404);
    expect((await s.request("/api/myCar/deleteMyCar.do", form({ ...member1Car, custId: "M0000001" }))).status).toBe(403);
    await loginAsDemo(s, 1);
    expect((await s.request("/api/myCar/deleteMyCar.do", form({ ...member1Car, custId: "M0000001" }))).status).toBe(200);
    expect(await carNums(await s.request("/api/myCar/carNumListData.do"))).toEqual([]);
    s.resetCookies();
    expect((await s.request("/api/myCar/deleteMyCar.do", form({ ...deviceCar, uuid: DEMO_DEVICE_ID }))).status).toBe(200);
  });
});

describe("car finder", () => {
  it("finds parked cars by their last 4 digits, masking the plate", async () => {
    const s = server();
    const shared = (s.deps.db.prepare("SELECT last4 FROM parked_cars WHERE bcn_cd = '01' ORDER BY id LIMIT 1").get() as { last4: string }).last4;
    const res = await s.request("/api/hanam/myCar/search.do", form({ carNumber: shared, uuid: DEMO_DEVICE_ID }));
    const found = ep.search.response.parse(await res.json()).resultList;
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const car of found) {
      expect(car.carNum).toMatch(new RegExp(`^\\*{2,3}[가-힣]${shared}$`));
      expect(car.zone.startsWith(car.floor)).toBe(true);
      expect(car.parkingDttm).toMatch(/^2026-11-(19|20) \d{2}:\d{2}$/);
    }
  });

  it("finds demo member 1's registered car parked at Hanam", async () => {
    const s = server();
    const res = await s.request("/api/hanam/myCar/search.do", form({ carNumber: "4567" }));
    const found = ep.search.response.parse(await res.json()).resultList;
    expect(found).toContainEqual(expect.objectContaining({ carNum: "***가4567", floor: DEMO_PARKED.floor, zone: DEMO_PARKED.zone }));
  });

  it("answers an unknown number with 404 'no vehicle information found', and a bad one with 400", async () => {
    const s = server();
    const known = new Set((s.deps.db.prepare("SELECT last4 FROM parked_cars WHERE bcn_cd = '03'").all() as { last4: string }[]).map((r) => r.last4));
    const missing = ["0000", "0001", "0002"].find((n) => !known.has(n))!;
    const res = await s.request("/api/goyang/myCar/search.do", form({ carNumber: missing }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: NO_VEHICLE_MESSAGE });
    const bad = await s.request("/api/goyang/myCar/search.do", form({ carNumber: "123" }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/four digits/);
  });

  it("rate limits lookups per address (30 a minute), without blocking other calls", async () => {
    let t = new Date("2026-11-20T03:00:00Z").getTime();
    const s = server(() => new Date(t));
    for (let i = 0; i < 30; i++) expect([200, 404]).toContain((await s.request("/api/hanam/myCar/search.do", form({ carNumber: String(1000 + i) }))).status);
    const blocked = await s.request("/api/hanam/myCar/search.do", form({ carNumber: "1234" }));
    expect(blocked.status).toBe(429);
    expect((await s.request("/api/hanam/myCar/parkingCNT.do")).status).toBe(200);
    expect((await s.request(`/api/myCar/carNumListData.do?uuid=${DEMO_DEVICE_ID}`)).status).toBe(200);
    t += 60_000;
    expect([200, 404]).toContain((await s.request("/api/hanam/myCar/search.do", form({ carNumber: "1234" }))).status);
  });

  it("caps lookups per mall over every address (300 in 10 minutes): a sweep from many addresses gets 429 with Retry-After; another mall, and later the owner, are answered", async () => {
    let t = new Date("2026-11-20T03:00:00Z").getTime();
    const s = createTestServer([memberDomain, mycarDomain], () => new Date(t), { trustProxy: true });
    const lookup = (mall: string, carNumber: string, ip: string) =>
      s.request(`/api/${mall}/myCar/search.do`, { ...form({ carNumber }), headers: { ...form({}).headers, "x-forwarded-for": ip } });
    // Every address stays well inside its own limit (20 lookups each).
    for (let i = 0; i < 300; i++) {
      const res = await lookup("hanam", String(i).padStart(4, "0"), `10.1.${Math.floor(i / 20)}.${i % 20}`);
      expect([200, 404], `lookup ${i}`).toContain(res.status);
    }
    const over = await lookup("hanam", "4567", "10.9.9.9");
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: expect.stringMatching(/try again later/) });
    const retry = Number(over.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    // The limit is declared in the contract, where the README and the catalogue read it.
    expect(LIMITS.carLookup).toContainEqual(expect.objectContaining({ per: ["mall"], max: 300, windowMs: 600_000 }));
    // Another mall is counted apart.
    expect([200, 404]).toContain((await lookup("goyang", "4567", "10.9.9.9")).status);
    // After the window the owner of the car finds it.
    t += 600_000;
    expect((await lookup("hanam", "4567", "10.9.9.9")).status).toBe(200);
  });

  it("counts parking per floor", async () => {
    const s = server();
    const body = ep.parkingCount.response.parse(await (await s.request("/api/hanam/myCar/parkingCNT.do")).json());
    expect(body.resultList.map((f) => f.floor)).toEqual(["B1", "B2", "B3", "B4"]);
    for (const f of body.resultList) expect(f.emptyCnt).toBe(f.totalCnt - f.parkCnt);
    expect(body.updDttm).toBe("2026-11-20 12:00:00");
    expect(ep.parkingCount.response.parse(await (await s.request("/api/wirye/myCar/parkingCNT.do")).json()).resultList).toHaveLength(3);
  });
});
