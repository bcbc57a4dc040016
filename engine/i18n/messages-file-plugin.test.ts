import { describe, expect, it } from "vitest";
import { compileTexts, evaluateMessagesFile } from "./messages-file-plugin.ts";

const source = `import type { Words } from "../../engine/i18n/words.ts";
const ko = { "a.b": "{n}개" } as const;
const en: Words<typeof ko> = { "a.b": "{n} items" };
export const aMessages = { ko, en };
export const helper = 1;
`;

describe("messages file plugin", () => {
  it("reads a messages file's ko and en exports", async () => {
    expect(await evaluateMessagesFile(source, "a.messages.ts")).toEqual({ aMessages: { ko: { "a.b": "{n}개" }, en: { "a.b": "{n} items" } } });
  });

  it("refuses a messages file that imports code at run time", async () => {
    await expect(evaluateMessagesFile(`import { x } from "./x.ts";\nexport const m = { ko: { a: x }, en: { a: x } };`, "b.messages.ts")).rejects.toThrow(
      /imports nothing/,
    );
  });

  it("precompiles messages, and names a message that is not valid ICU", () => {
    expect(compileTexts({ "a.b": "{n}개" }, "ko")["a.b"]).toEqual([
      { type: 1, value: "n" },
      { type: 0, value: "개" },
    ]);
    expect(() => compileTexts({ "a.c": "{n" }, "aMessages, en")).toThrow(/a\.c \(aMessages, en\)/);
  });
});
