// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import { formatMessages } from "../format/format.messages.ts";
import { ClockContext } from "./clock.ts";
import { useFormat } from "./use-format.ts";

afterEach(cleanup);

function Sample() {
  const f = useFormat();
  return (
    <p>
      {[f.formatShortDate("2027-01-01"), f.formatRound("1400", { roundNo: 1, multi: true }), f.formatAmount(12000), f.seoulDayKey(), f.seoulMonthKey()].join(
        " | ",
      )}
    </p>
  );
}

function renderAt(locale: "ko" | "en", now: number) {
  render(
    <IntlProvider locale={locale} defaultLocale="ko" messages={formatMessages[locale]}>
      <ClockContext value={() => now}>
        <Sample />
      </ClockContext>
    </IntlProvider>,
  );
}

describe("useFormat", () => {
  it("binds the current locale and clock", () => {
    renderAt("ko", Date.parse("2026-12-31T15:00:00Z"));
    expect(screen.getByText("01.01(금) | 1회차 오후 2시 | 12,000 | 20270101 | 202701")).toBeTruthy();
  });

  it("formats in English", () => {
    renderAt("en", Date.parse("2026-12-31T14:59:59Z"));
    expect(screen.getByText("27.01.01(Fri) | Round 1 · 2 PM | 12,000 | 20261231 | 202612")).toBeTruthy();
  });
});
