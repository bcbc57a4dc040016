// Endpoints for the client's tests: one per shape the client must handle.
import * as z from "zod/mini";
import { encodedText, mallParams, okMessage } from "../../schemas/api/common.ts";
import { endpoint, GUARD_MS } from "../../schemas/api/endpoint.ts";

const listResponse = z.object({ message: okMessage, items: z.array(z.object({ id: z.number(), name: encodedText })) });

export const listEp = endpoint({
  id: "test.list",
  method: "GET",
  path: "/api/:mall/test/list.do",
  params: mallParams,
  input: z.object({ pageIndex: z.optional(z.number()), tags: z.optional(z.array(z.string())) }),
  response: listResponse,
  summary: "a GET list",
});

export const formEp = endpoint({
  id: "test.save",
  method: "POST",
  path: "/api/:mall/test/save.do",
  params: mallParams,
  input: z.object({ name: z.string(), agree: z.enum(["Y", "N"]) }),
  response: z.object({ message: okMessage }),
  summary: "a form POST",
});

export const jsonEp = endpoint({ ...formEp, id: "test.saveJson", encoding: "json" });

export const stampEp = endpoint({
  id: "test.stampIssue",
  method: "POST",
  path: "/rest/test/stamp/:custId.do",
  params: z.object({ custId: z.string() }),
  response: z.object({ message: okMessage }),
  client: "stampCoupon",
  guardMs: GUARD_MS.stampIssue,
  omitCustId: true,
  summary: "a stamp issue that drops custid",
});

export const eventListEp = endpoint({ ...listEp, id: "test.eventList", guardMs: GUARD_MS.eventList });
export const bannerEp = endpoint({ ...listEp, id: "test.banner", guardMs: GUARD_MS.banner });
export const longEp = endpoint({ ...listEp, id: "test.long", client: "long" });
export const shortEp = endpoint({ ...listEp, id: "test.short", client: "short" });
export const unguardedEp = endpoint({ ...listEp, id: "test.unguarded", guardMs: 0 });

/** A body listEp accepts ("Kim" encoded as the server encodes member fields). */
export const listBody = { message: "success", items: [{ id: 1, name: btoa("Kim") }] };
