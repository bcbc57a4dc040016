import { describe, expect, it } from "vitest";
import { appEndpoints } from "../../../schemas/api/app.ts";
import type { Endpoint } from "../../../schemas/api/endpoint.ts";
import { memberEndpoints } from "../../../schemas/api/member.ts";
import { mycarEndpoints } from "../../../schemas/api/mycar.ts";
import { receiptsEndpoints } from "../../../schemas/api/receipts.ts";
import type { ServerDomain } from "../../http/context.ts";
import { createTestServer } from "../../testing.ts";
import { appDomain } from "../app/index.ts";
import { mycarDomain } from "../mycar/index.ts";
import { receiptsDomain } from "../receipts/index.ts";
import { memberDomain } from "./index.ts";
import { sendExampleAs } from "./testing.ts";

// Every endpoint of these four domains, sent its own example on one freshly seeded server (as the contract test does).
const domains: [ServerDomain, Record<string, Endpoint>][] = [
  [memberDomain, memberEndpoints],
  [receiptsDomain, receiptsEndpoints],
  [mycarDomain, mycarEndpoints],
  [appDomain, appEndpoints],
];

describe("examples of the member, receipts, mycar and app endpoints", () => {
  it("every catalogue entry has exactly one route, and every route is in the catalogue", () => {
    for (const [domain, endpoints] of domains) {
      const routed = domain.routes.map((r) => r.endpoint.id).sort();
      expect(routed).toEqual(
        Object.values(endpoints)
          .map((e) => e.id)
          .sort(),
      );
      for (const r of domain.routes) expect(Object.values(endpoints)).toContain(r.endpoint);
      for (const [key, e] of Object.entries(endpoints)) expect(e.id).toBe(`${domain.name}.${key}`);
    }
  });

  it("answers every example on a fresh seed with a body its schema accepts", async () => {
    const s = createTestServer(domains.map(([d]) => d));
    for (const [domain] of domains) {
      for (const r of domain.routes) {
        const res = await sendExampleAs(s, r);
        if (r.endpoint.id === "member.introHandover") {
          expect(res.status).toBe(302);
          continue;
        }
        if (r.endpoint.id === "member.captchaImage") {
          expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/svg+xml; charset=utf-8"]);
          continue;
        }
        const body = await res.json();
        expect({ id: r.endpoint.id, status: res.status, body: res.status === 200 ? "ok" : body }).toEqual({ id: r.endpoint.id, status: 200, body: "ok" });
        const parsed = r.endpoint.response.safeParse(body);
        expect(parsed.success, `${r.endpoint.id}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
      }
    }
    // About forty real (scrypt) logins, one per member example: over 5 s on a busy machine.
  }, 30_000);
});
