import { afterEach, describe, expect, it, vi } from "vitest";
import { CUST_ID_KEY, createCustIdStore, getCustId, type KeyValueStorage } from "./member-id.ts";

function mapStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  return { map, storage };
}

describe("customer id store", () => {
  it("reads the stored id, remembers and clears it", () => {
    const { map, storage } = mapStorage({ [CUST_ID_KEY]: "C9" });
    const store = createCustIdStore(storage);
    expect(store.get()).toBe("C9");
    store.set("C10");
    expect([store.get(), map.get(CUST_ID_KEY)]).toEqual(["C10", "C10"]);
    store.clear();
    expect([store.get(), map.has(CUST_ID_KEY)]).toEqual([null, false]);
  });

  it("lets a second store over the same storage see the first one's writes", () => {
    const { storage } = mapStorage();
    const writer = createCustIdStore(storage);
    const reader = createCustIdStore(storage);
    writer.set("C1");
    expect(reader.get()).toBe("C1");
    writer.clear();
    expect(reader.get()).toBeNull();
  });

  it.each(["", "null", "nil", "undefined"])("reads the stored blank %j as no id", (blank) => {
    expect(createCustIdStore(mapStorage({ [CUST_ID_KEY]: blank }).storage).get()).toBeNull();
  });

  it("keeps the id in memory without storage", () => {
    const store = createCustIdStore(null);
    expect(store.get()).toBeNull();
    store.set("C2");
    expect(store.get()).toBe("C2");
    store.set("");
    expect(store.get()).toBeNull();
  });

  it("falls back to memory when storage throws, and never resurrects a cleared id", () => {
    const { map, storage } = mapStorage({ [CUST_ID_KEY]: "C3" });
    const store = createCustIdStore({
      ...storage,
      removeItem: () => {
        throw new Error("locked");
      },
    });
    store.clear();
    expect(store.get()).toBeNull();
    expect(map.get(CUST_ID_KEY)).toBe("C3");
  });
});

describe("getCustId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the browser's stored id at each call", () => {
    const { map, storage } = mapStorage();
    vi.stubGlobal("localStorage", storage);
    expect(getCustId()).toBeNull();
    map.set(CUST_ID_KEY, "C7");
    expect(getCustId()).toBe("C7");
  });
});
