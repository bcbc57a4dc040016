import { describe, expect, it } from "vitest";
import type { ApiClient } from "./client.ts";
import { lazyApiClient } from "./lazy-client.ts";

const endpoint = { id: "x" } as unknown as Parameters<ApiClient["call"]>[0];
const args = { params: {} } as Parameters<ApiClient["call"]>[1];

/** A busy mark that records its state, and a client that notes when it took a call. */
function setup(load: () => Promise<ApiClient>) {
  const log: string[] = [];
  let marks = 0;
  const api = lazyApiClient(load, {
    whileLoading: () => {
      marks += 1;
      log.push("busy");
      let done = false;
      return () => {
        if (done) return;
        done = true;
        marks -= 1;
        log.push("released");
      };
    },
  });
  return { api, log, marks: () => marks };
}

describe("lazyApiClient", () => {
  it("keeps the page busy while the client loads, and lifts it only once the real client has taken the call", async () => {
    let resolve!: (c: ApiClient) => void;
    const s = setup(() => new Promise((r) => (resolve = r)));
    const answer = s.api.call(endpoint, args);
    expect(s.marks()).toBe(1);
    resolve({
      call: async () => {
        s.log.push("taken");
        return "answer";
      },
    } as unknown as ApiClient);
    await expect(answer).resolves.toBe("answer");
    expect(s.log).toEqual(["busy", "taken", "released"]);
    expect(s.marks()).toBe(0);
    // Loaded, a call goes straight to the client without marking anything.
    await s.api.call(endpoint, args);
    expect(s.log).toEqual(["busy", "taken", "released", "taken"]);
  });

  it("lifts the mark when the client cannot load, and tries to load again on the next call", async () => {
    let attempts = 0;
    const s = setup(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return { call: async () => "answer" } as unknown as ApiClient;
    });
    await expect(s.api.call(endpoint, args)).rejects.toThrow("offline");
    expect(s.marks()).toBe(0);
    await expect(s.api.call(endpoint, args)).resolves.toBe("answer");
    expect(attempts).toBe(2);
    expect(s.marks()).toBe(0);
  });
});
