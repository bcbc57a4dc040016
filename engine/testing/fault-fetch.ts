// The fetches under the fault matrix: one that fails every call a given way, one that answers as a
// healthy server would; both record what was called and what is still in flight.
import type { LoadingCounter } from "../api/client.ts";
import { endpointOf } from "./endpoint-of.ts";

/** The ways every call fails: no answer, a 500, a body that is not JSON, a 200 that breaks the schema. */
export const FAULTS = ["timeout", "http500", "malformedJson", "schemaInvalid"] as const;
export type Fault = (typeof FAULTS)[number];

/** Answer bodies of a healthy server by endpoint id (member.loginDesc): each is sent as a 200 JSON body. */
export type FaultAnswers = Readonly<Record<string, unknown>>;

export interface RecordingFetch {
  fetch: typeof fetch;
  /** Endpoint ids of the requests, in order (a retried GET appears twice; "?" + path outside the catalogue). */
  calls: string[];
  /** Requests whose answer has not come (or failed) yet. */
  inFlight: () => number;
}

const jsonHeaders = { "content-type": "application/json" };
const jsonAnswer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: jsonHeaders });

function recording(answer: (id: string | null, init: RequestInit | undefined) => Promise<Response>): RecordingFetch {
  const calls: string[] = [];
  let pending = 0;
  const fn: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const id = endpointOf(method, url)?.id ?? null;
    calls.push(id ?? `? ${method} ${url}`);
    pending++;
    return answer(id, init).finally(() => pending--);
  };
  return { fetch: fn, calls, inFlight: () => pending };
}

/** A fetch that answers every request with the fault, recording which endpoints were called. */
export function faultFetch(fault: Fault): RecordingFetch {
  return recording((_, init) => {
    switch (fault) {
      case "timeout":
        return new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal;
          signal?.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
        });
      case "http500":
        return Promise.resolve(jsonAnswer({ message: "Internal Server Error" }, 500));
      case "malformedJson":
        return Promise.resolve(new Response('{"message":"success", "list": [', { status: 200, headers: jsonHeaders }));
      case "schemaInvalid":
        return Promise.resolve(jsonAnswer({ message: "success", unexpected: [1, 2, 3] }));
    }
  });
}

/** A healthy server: the given answers by endpoint id, a 404 for any other request. */
export function answersFetch(answers: FaultAnswers): RecordingFetch {
  return recording((id) =>
    Promise.resolve(id !== null && Object.hasOwn(answers, id) ? jsonAnswer(answers[id]) : jsonAnswer({ message: `no answer for ${id ?? "?"}` }, 404)),
  );
}

/** The API client's loading counter, observed: how many calls the screen is still waiting for. */
export function countingLoading(): LoadingCounter & { active: () => number } {
  let active = 0;
  return {
    started: () => void active++,
    finished: () => void active--,
    active: () => active,
  };
}
