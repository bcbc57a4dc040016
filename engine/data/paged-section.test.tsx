// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeFetch, json, never, type SeenRequest } from "../api/fake-fetch.fixture.ts";
import { createTestServices } from "../testing/fake-services.ts";
import { pageBody, pagedEp, pageOfUrl, renderWithServices } from "./hooks.fixture.tsx";
import { PagedSection } from "./paged-section.tsx";
import { usePagedList } from "./use-paged-list.ts";

afterEach(cleanup);

function Rows({ errorShowsEmpty = false, instead }: { errorShowsEmpty?: boolean; instead?: string }) {
  const list = usePagedList(pagedEp, { params: { mall: "hanam" } });
  return (
    <PagedSection
      list={list}
      label="rows"
      empty={<p>nothing here</p>}
      errorShowsEmpty={errorShowsEmpty}
      instead={instead === undefined ? undefined : <p>{instead}</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r.id}>{`row ${r.id}`}</li>
          ))}
        </ul>
      )}
    </PagedSection>
  );
}

const region = () => screen.getByRole("region", { name: "rows" });
const rowTexts = () =>
  within(region())
    .queryAllByRole("listitem")
    .map((li) => li.textContent);
const byPage = (total: number) => (req: SeenRequest) => json(pageBody(pageOfUrl(req.url), total));
const down = () => json({ message: "down" }, 503);

describe("PagedSection", () => {
  it("is a labelled region, busy with the skeleton until page 1 shows, then its rows and 'more'", async () => {
    renderWithServices(<Rows />, createTestServices({ fetch: fakeFetch(byPage(2)).fetch }));
    expect(region().getAttribute("aria-busy")).toBe("true");
    expect(within(region()).getByRole("status", { name: "내용을 불러오는 중입니다" })).toBeTruthy();
    await waitFor(() => expect(rowTexts()).toEqual(["row 1", "row 2"]));
    expect(region().getAttribute("aria-busy")).toBe("false");
    expect(within(region()).getByRole("button", { name: "더보기" })).toBeTruthy();
  });

  it("is busy while 'more' loads and appends the next page", async () => {
    const f = fakeFetch(byPage(2), never);
    renderWithServices(<Rows />, createTestServices({ fetch: f.fetch }));
    fireEvent.click(await screen.findByRole("button", { name: "더보기" }));
    await waitFor(() => expect(region().getAttribute("aria-busy")).toBe("true"));
    expect(rowTexts()).toEqual(["row 1", "row 2"]);
  });

  it("keeps the rows after a failed 'more', says so, and its retry loads that page", async () => {
    // The client tries a failed GET once more: two failures fail the page.
    const f = fakeFetch(byPage(3), down, down, byPage(3));
    renderWithServices(<Rows />, createTestServices({ fetch: f.fetch }));
    fireEvent.click(await screen.findByRole("button", { name: "더보기" }));
    expect((await within(region()).findByRole("alert")).textContent).toContain("다음 목록을 불러오지 못했습니다.");
    expect(rowTexts()).toEqual(["row 1", "row 2"]);
    fireEvent.click(screen.getByRole("button", { name: "다시 불러오기" }));
    await waitFor(() => expect(rowTexts()).toHaveLength(4));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(f.seen.map((r) => pageOfUrl(r.url))).toEqual([1, 2, 2, 2]);
  });

  it("shows the error state with a retry when page 1 fails", async () => {
    const f = fakeFetch(() => json({ message: "nope" }, 400), byPage(1));
    renderWithServices(<Rows />, createTestServices({ fetch: f.fetch }));
    fireEvent.click(await within(region()).findByRole("button", { name: "다시 시도" }));
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
  });

  it("shows the screen's empty state for an empty list, and for a failed one where the spec says so", async () => {
    const empty = { message: "success", rows: [], paginationInfo: { currentPageNo: 1, recordCountPerPage: 2, totalRecordCount: 0, totalPageCount: 0 } };
    renderWithServices(<Rows />, createTestServices({ fetch: fakeFetch(() => json(empty)).fetch }));
    expect(await within(region()).findByText("nothing here")).toBeTruthy();
    cleanup();
    renderWithServices(<Rows errorShowsEmpty />, createTestServices({ fetch: fakeFetch(down).fetch }));
    expect(await within(region()).findByText("nothing here")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "다시 시도" })).toBeNull();
  });

  it("shows what the screen puts instead of the list", () => {
    renderWithServices(<Rows instead="log in first" />, createTestServices({ fetch: fakeFetch(never).fetch }));
    expect(within(region()).getByText("log in first")).toBeTruthy();
    expect(within(region()).queryByRole("status")).toBeNull();
  });
});
