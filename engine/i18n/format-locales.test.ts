import { createIntl } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import { localeSchema } from "../../schemas/manifest-common.ts";
import { answerAppLocales, APP_LOCALES } from "./format-locales.ts";

const original = { numbers: Intl.NumberFormat.supportedLocalesOf, dates: Intl.DateTimeFormat.supportedLocalesOf };
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** Stands in for the browser's checks, recording what they are asked. */
function recordBrowserChecks(): string[] {
  const asked: string[] = [];
  Intl.NumberFormat.supportedLocalesOf = (l) => (asked.push(`number ${String(l)}`), original.numbers(l as string));
  Intl.DateTimeFormat.supportedLocalesOf = (l) => (asked.push(`date ${String(l)}`), original.dates(l as string));
  const back = restore;
  restore = () => {
    back?.();
    Intl.NumberFormat.supportedLocalesOf = original.numbers;
    Intl.DateTimeFormat.supportedLocalesOf = original.dates;
  };
  return asked;
}

describe("answerAppLocales", () => {
  it("covers every locale a manifest can offer", () => {
    expect([...APP_LOCALES].sort()).toEqual([...localeSchema.options].sort());
  });

  it("answers the app's locales without asking the browser, as the browser would", () => {
    const asked = recordBrowserChecks();
    const put = answerAppLocales();
    expect(Intl.NumberFormat.supportedLocalesOf("ko")).toEqual(original.numbers("ko"));
    expect(Intl.DateTimeFormat.supportedLocalesOf("en")).toEqual(original.dates("en"));
    // react-intl's checks and a message's locale: none reaches the browser.
    const intl = createIntl({ locale: "ko", messages: { n: "{count, plural, other {#개 지점}}" } });
    expect(intl.formatMessage({ id: "n" }, { count: 1200 })).toBe("1,200개 지점");
    expect(asked).toEqual([]);
    put();
  });

  it("asks the browser about any other locale, and puts the browser's checks back", () => {
    const asked = recordBrowserChecks();
    const put = answerAppLocales();
    expect(Intl.NumberFormat.supportedLocalesOf("fr")).toEqual(original.numbers("fr"));
    expect(Intl.DateTimeFormat.supportedLocalesOf(["ko", "en"])).toEqual(["ko", "en"]);
    expect(asked).toEqual(["number fr", "date ko,en"]);
    put();
    Intl.NumberFormat.supportedLocalesOf("ko");
    expect(asked).toEqual(["number fr", "date ko,en", "number ko"]);
  });
});
