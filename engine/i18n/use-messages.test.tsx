// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnglishInUse } from "./messages-files.ts";
import { useMessages } from "./use-messages.ts";
import type { MessagesFile, Words } from "./words.ts";

const ko = { "demo.hello": "안녕하세요 {name}님", "demo.kind.A": "가", "demo.kind.B": "나", "demo.bold": "<b>굵게</b>" } as const;
const en: Words<typeof ko> = { "demo.hello": "Hello {name}", "demo.kind.A": "A", "demo.kind.B": "B", "demo.bold": "<b>bold</b>" };
const demo = { ko, en };

function Demo({ kind }: { kind: "A" | "B" }) {
  const t = useMessages(demo);
  return (
    <p>
      {t("demo.hello", { name: "Kim" })} {t(`demo.kind.${kind}`)} {t.rich("demo.bold", { b: (c) => <b>{c}</b> })}
    </p>
  );
}

const inLocale = (locale: "ko" | "en", ui: React.ReactNode) =>
  render(
    <IntlProvider
      locale={locale}
      defaultLocale="ko"
      messages={{}}
      onError={(e) => {
        throw e;
      }}
    >
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </IntlProvider>,
  );

afterEach(cleanup);

describe("useMessages", () => {
  it("formats a file's words in the page's language, with values and elements", () => {
    inLocale("ko", <Demo kind="B" />);
    expect(screen.getByText(/안녕하세요 Kim님 나/)).toBeTruthy();
    expect(screen.getByText("굵게").tagName).toBe("B");
  });

  it("gives the Korean text on an English page where the words are Korean only (t.korean), as text, in either language", () => {
    const precompiled = {
      ko: { "demo.kind.A": [{ type: 0, value: "가" }] },
      en: { "demo.kind.A": [{ type: 0, value: "A" }] },
    } as unknown as MessagesFile<"demo.kind.A">;
    function Korean() {
      const t = useMessages(precompiled);
      return (
        <p>
          {t("demo.kind.A")}/{t.korean("demo.kind.A")}
        </p>
      );
    }
    inLocale("en", <Korean />);
    expect(screen.getByText("A/가")).toBeTruthy();
    cleanup();
    inLocale("ko", <Korean />);
    expect(screen.getByText("가/가")).toBeTruthy();
  });

  it("waits for a file's English chunk before it shows English, never a raw id", async () => {
    let release: () => void = () => {};
    const lazy = { ko, en: () => new Promise<typeof en>((r) => (release = () => r(en))) } as unknown as MessagesFile<keyof typeof ko>;
    function Lazy() {
      const t = useMessages(lazy);
      return <p>{t("demo.hello", { name: "Kim" })}</p>;
    }
    inLocale("en", <Lazy />);
    expect(screen.getByText("loading")).toBeTruthy();
    const inUse = loadEnglishInUse();
    release();
    await inUse;
    expect(await screen.findByText("Hello Kim")).toBeTruthy();
  });

  it("accepts only declared ids (checked by the compiler)", () => {
    function Typo() {
      const t = useMessages(demo);
      // @ts-expect-error -- a misspelt id does not compile
      const a = t("demo.helo");
      const kind: string = "C";
      // @ts-expect-error -- an id built from data of type string does not compile
      const b = t(`demo.kind.${kind}`);
      return <p>{a + b}</p>;
    }
    expect(Typo).toBeTypeOf("function");
  });
});
