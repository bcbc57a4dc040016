// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { shellMessages } from "../i18n/catalog/shell.ts";
import { clearSavedCopies, noteSavedCopy, offerUpdate } from "../offline/offline-status.ts";
import { renderWithProviders } from "../ui/test-providers.tsx";
import { SavedCopyNotice, UpdateOffer } from "./offline-notices.tsx";
import { useOfflineState } from "./use-offline-support.ts";

afterEach(() => {
  cleanup();
  clearSavedCopies();
});

// Noon in UTC: 2 December in every time zone the phone may be in; shown in the phone's own time.
const LATER = Date.parse("2026-12-02T12:40:00Z");
const EARLIER = Date.parse("2026-12-02T12:05:00Z");

/** The shell's part: the state for the page, and the notices it shows. */
function Notices({ page }: { page: string }) {
  const { savedAt, update } = useOfflineState(page);
  return (
    <>
      {savedAt !== null && <SavedCopyNotice savedAt={savedAt} />}
      {update && <UpdateOffer accept={update} />}
    </>
  );
}

it("says when the oldest saved copy on the page was saved, in each language, and goes on the next page and when the network is back", () => {
  const { rerender } = renderWithProviders(<Notices page="/hanam" />, { messages: shellMessages.ko });
  expect(screen.queryByRole("status")).toBeNull();
  act(() => {
    noteSavedCopy(LATER);
    noteSavedCopy(EARLIER);
  });
  expect(screen.getByRole("status").textContent).toMatch(/^인터넷에 연결되지 않아 12\. 02\. \d{2}:05에 저장된 내용을 보여 드립니다\.$/);
  rerender(<Notices page="/hanam/store/about" />);
  expect(screen.queryByRole("status")).toBeNull();
  act(() => noteSavedCopy(LATER));
  expect(screen.getByRole("status")).toBeTruthy();
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
  expect(screen.queryByRole("status")).toBeNull();
  cleanup();

  renderWithProviders(<Notices page="/hanam" />, { locale: "en", messages: shellMessages.en });
  act(() => noteSavedCopy(EARLIER));
  expect(screen.getByRole("status").textContent).toMatch(/^You are offline: this is what was saved at 12\/02, \d{2}:05\.$/);
});

it("offers a waiting release with a reload button that accepts it", () => {
  renderWithProviders(<Notices page="/hanam" />, { messages: shellMessages.ko });
  expect(screen.queryByRole("status")).toBeNull();
  const accept = vi.fn();
  act(() => offerUpdate(accept));
  expect(screen.getByRole("status").textContent).toContain("새 버전이 준비되었습니다.");
  fireEvent.click(screen.getByRole("button", { name: "새로고침" }));
  expect(accept).toHaveBeenCalledTimes(1);
});
