import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { gateMachine } from "../../machines/gate.machine.ts";
import { compactJson } from "./compact-json.ts";
import { activePaths, formatStateValue, machineGraph } from "./machine-graph.ts";

describe("machine graph", () => {
  it("reads the gate's states, invokes and transitions from its definition", () => {
    const root = machineGraph(gateMachine);
    expect(root.children.map((s) => s.key)).toEqual([
      "checkingEntry",
      "checkingApp",
      "readingLoginToken",
      "fetchingLoginStatus",
      "readingVisitedMall",
      "requestingToken",
      "stay",
      "navigate",
      "leave",
    ]);
    const [entry, app] = root.children;
    expect(entry?.initial).toBe(true);
    expect(entry?.transitions.map((t) => [t.kind, t.guard, t.targets])).toEqual([
      ["always", "isEligibleEntry", ["checkingApp"]],
      ["always", null, ["stay"]],
    ]);
    expect(app?.invokes).toEqual([{ id: "checkApp", src: "checkApp" }]);
    expect(app?.transitions.map((t) => t.trigger)).toEqual(["checkApp done", "checkApp done", "checkApp error", "after deviceIdTimeout (150 ms)"]);
    expect(root.children.find((s) => s.key === "leave")?.type).toBe("final");
  });

  it("names actions, shows nested states and targetless transitions", () => {
    const m = createMachine({
      id: "m",
      initial: "a",
      states: {
        a: { initial: "b", on: { ping: { actions: ["log"] } }, states: { b: { on: { go: "c" } }, c: {} } },
        d: { type: "parallel", states: { x: {}, y: {} } },
      },
    });
    const a = machineGraph(m).children[0];
    expect(a?.transitions).toEqual([{ kind: "event", eventType: "ping", trigger: "ping", guard: null, targets: [], actions: ["log"] }]);
    expect(a?.children[0]?.transitions[0]?.targets).toEqual(["a.c"]);
    expect(machineGraph(m).children[1]?.type).toBe("parallel");
  });

  it("lists the active paths of a state value, parents first", () => {
    expect(activePaths("stay")).toEqual(["stay"]);
    expect(activePaths({ a: "b" })).toEqual(["a", "a.b"]);
    expect(activePaths({ d: { x: "one", y: "two" } })).toEqual(["d", "d.x", "d.x.one", "d.y", "d.y.two"]);
    expect(formatStateValue({ a: "b" })).toBe("a.b");
    expect(formatStateValue({ d: { x: "one", y: "two" } })).toBe("d.{ x: one, y: two }");
  });

  it("prints compact JSON that breaks only what does not fit", () => {
    expect(compactJson({ a: 1, b: [1, 2] })).toBe('{"a":1,"b":[1,2]}');
    const long = { list: [{ name: "x".repeat(30) }, { name: "y".repeat(30) }], n: 1 };
    expect(compactJson(long, 50)).toBe(`{\n  "list": [\n    {"name":"${"x".repeat(30)}"},\n    {"name":"${"y".repeat(30)}"}\n  ],\n  "n": 1\n}`);
    expect(JSON.parse(compactJson(long, 50))).toEqual(long);
  });
});
