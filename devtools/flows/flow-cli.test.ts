import { describe, expect, it } from "vitest";
import { runFlowsCli } from "./flow-cli.ts";

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

// Pinned output: the command is meant to be pasted into issues, so a change in it should be seen.
// Update the fixtures with `npx vitest run engine/flows -u` after checking the difference.
describe("npm run flows", () => {
  it("prints the gate machine's fakes, states and shortest paths", async () => {
    const { code, out } = await runFlowsCli(["gate"], settle);
    expect(code).toBe(0);
    await expect(`${out}\n`).toMatchFileSnapshot("./fixtures/flows-gate.txt");
  });

  it("prints the snapshot after each step of one path", async () => {
    const { code, out } = await runFlowsCli(["gate", "--path", "13"], settle);
    expect(code).toBe(0);
    await expect(`${out}\n`).toMatchFileSnapshot("./fixtures/flows-gate-path-13.txt");
  });

  it("takes another sample input and prints the full context with --full", async () => {
    const { out } = await runFlowsCli(["gate", "--input=cityHost", "--path=1", "--full"], settle);
    expect(out).toMatch(/^path 1 of gate from cityHost: \(start\)/);
    expect(out).toContain('{"path":"wirye","code":"04","introTokenHost":"m.city-brand.example","servedHere":true}');
  });

  it.each([
    [[], 1, "usage: npm run flows -- <machine>"],
    [["--help"], 0, "gate "],
    [["nope"], 1, 'unknown machine "nope"'],
    [["gate", "--input", "mars"], 1, 'unknown input "mars" for gate; samples: mainHost, cityHost'],
    [["gate", "--path", "99"], 1, "no path 99: gate has paths 1 to 14 from mainHost"],
  ])("answers %j with exit code %i", async (args, code, text) => {
    const result = await runFlowsCli(args, settle);
    expect(result.code).toBe(code);
    expect(result.out).toContain(text);
  });
});
