// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeFetch, json, never, type SeenRequest } from "../api/fake-fetch.fixture.ts";
import { createTestServices } from "../testing/fake-services.ts";
import { pageBody, pagedEp, pageOfUrl, renderWithServices } from "./hooks.fixture.tsx";
import { MoreButton } from "./more-button.tsx";
import { QueryView } from "./query-view.tsx";
import { firstAnswersOf } from "./first-answers.ts";
import { queryKey } from "./query-key.ts";
import { usePagedList } from "./use-paged-list.ts";

afterEach(cleanup);

function Rows({ tab = "all" }: { tab?: string }) {
  const list = usePagedList(pagedEp, { params: { mall: "hanam" }, input: { tab } });
  return (
    <>
      <QueryView state={list.state}>
        {(rows) => (
          <ul aria-label="rows">
            {rows.map((r) => (
              <li key={r.id}>{`row ${r.id}`}</li>
            ))}
          </ul>
        )}
      </QueryView>
      <MoreButton list={list} />
    </>
  );
}

const rowTexts = () => screen.getAllByRole("listitem").map((li) => li.textContent);
const byPage = (total: number) => (req: SeenRequest) => json(pageBody(pageOfUrl(req.url), total));

function Counted() {
  const list = usePagedList(pagedEp, { params: { mall: "hanam" } });
  return <p>{list.total === null ? "count unknown" : `count ${list.total}`}</p>;
}

describe("usePagedList", () => {
  it("gives the row count over every page, read where the endpoint declares its paging", async () => {
    const f = fakeFetch(byPage(3));
    renderWithServices(<Counted />, createTestServices({ fetch: f.fetch }));
    expect(screen.getByText("count unknown")).toBeTruthy();
    expect(await screen.findByText("count 6")).toBeTruthy();
  });

  it("replaces with page 1, appends later pages, and hides 'more' at the last page", async () => {
    const f = fakeFetch(byPage(3));
    renderWithServices(<Rows />, createTestServices({ fetch: f.fetch }));
    await waitFor(() => expect(rowTexts()).toEqual(["row 1", "row 2"]));
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    await waitFor(() => expect(rowTexts()).toHaveLength(4));
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    await waitFor(() => expect(rowTexts()).toEqual(["row 1", "row 2", "row 3", "row 4", "row 5", "row 6"]));
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
    expect(f.seen.map((r) => pageOfUrl(r.url))).toEqual([1, 2, 3]);
  });

  it("works under StrictMode's development double mount", async () => {
    const f = fakeFetch(byPage(2));
    renderWithServices(
      <StrictMode>
        <Rows />
      </StrictMode>,
      createTestServices({ fetch: f.fetch }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "더보기" }));
    await waitFor(() => expect(rowTexts()).toHaveLength(4));
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
  });

  it("shows no 'more' when the only page is loaded", async () => {
    renderWithServices(<Rows />, createTestServices({ fetch: fakeFetch(byPage(1)).fetch }));
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
  });

  it("loads one page for a double tap (one request in flight)", async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const f = fakeFetch(byPage(5), (req) => held.then(() => byPage(5)(req)));
    renderWithServices(<Rows />, createTestServices({ fetch: f.fetch }));
    const more = await screen.findByRole("button", { name: "더보기" });
    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() => expect(f.calls()).toBe(2));
    release();
    await waitFor(() => expect(rowTexts()).toHaveLength(4));
    expect(f.seen.map((r) => pageOfUrl(r.url))).toEqual([1, 2]);
  });

  it("starts again at page 1 when the args change, aborting the page in flight", async () => {
    const signals: (AbortSignal | null)[] = [];
    const f = fakeFetch(byPage(3), (req, signal) => (signals.push(signal), never(req, signal)), byPage(3));
    const view = renderWithServices(<Rows tab="all" />, createTestServices({ fetch: f.fetch }));
    fireEvent.click(await screen.findByRole("button", { name: "더보기" }));
    await waitFor(() => expect(signals).toHaveLength(1));
    view.rerender(<Rows tab="parking" />);
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(rowTexts()).toEqual(["row 1", "row 2"]));
    expect(new URL(f.seen[2]?.url ?? "", "http://localhost").searchParams.get("tab")).toBe("parking");
  });

  it("shows the pages loaded at once when the screen comes back, without a call", async () => {
    const f = fakeFetch(byPage(3));
    const services = createTestServices({ fetch: f.fetch });
    const first = renderWithServices(<Rows />, services);
    fireEvent.click(await screen.findByRole("button", { name: "더보기" }));
    await waitFor(() => expect(rowTexts()).toHaveLength(4));
    first.unmount();
    renderWithServices(<Rows />, services);
    expect(rowTexts()).toHaveLength(4);
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(f.calls()).toBe(2);
    expect(screen.getByRole("button", { name: "더보기" })).toBeTruthy();
  });

  it("reloads page 1 when its endpoint is invalidated", async () => {
    const f = fakeFetch(byPage(3));
    const services = createTestServices({ fetch: f.fetch });
    renderWithServices(<Rows />, services);
    fireEvent.click(await screen.findByRole("button", { name: "더보기" }));
    await waitFor(() => expect(rowTexts()).toHaveLength(4));
    act(() => services.cache.invalidate([pagedEp.id]));
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    expect(f.seen.map((r) => pageOfUrl(r.url))).toEqual([1, 2, 1]);
  });

  it("keeps the rows after a failed 'more' and offers to load it again", async () => {
    const f = fakeFetch(
      byPage(3),
      () => json({ message: "down" }, 503),
      () => json({ message: "down" }, 503),
      byPage(3),
    );
    renderWithServices(<Rows />, createTestServices({ fetch: f.fetch }));
    fireEvent.click(await screen.findByRole("button", { name: "더보기" }));
    expect((await screen.findByRole("alert")).textContent).toContain("시스템 점검 중입니다.");
    expect(rowTexts()).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "다시 불러오기" }));
    await waitFor(() => expect(rowTexts()).toHaveLength(4));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the error state when page 1 fails, and retry loads it", async () => {
    const f = fakeFetch(() => json({ message: "nope" }, 400), byPage(1));
    renderWithServices(<Rows />, createTestServices({ fetch: f.fetch }));
    fireEvent.click(await screen.findByRole("button", { name: "다시 시도" }));
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
  });
});

describe("usePagedList with the first page the page's HTML brought", () => {
  const firstPageKey = queryKey(pagedEp.id, { params: { mall: "hanam" }, input: { tab: "all", pageIndex: 1 } }, null);
  const brought = (body: unknown) => firstAnswersOf({ modules: [], answers: [{ key: firstPageKey, url: "/api/hanam/test/paged.do?pageIndex=1", body }] });

  it("starts with its rows and more button, with no call; 'more' asks for page 2", async () => {
    const f = fakeFetch(byPage(3));
    renderWithServices(<Rows />, createTestServices({ fetch: f.fetch, services: { firstAnswers: brought(pageBody(1, 3)) } }));
    expect(rowTexts()).toEqual(["row 1", "row 2"]);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(f.calls()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    await waitFor(() => expect(rowTexts()).toEqual(["row 1", "row 2", "row 3", "row 4"]));
    expect(f.seen.map((r) => pageOfUrl(r.url))).toEqual([2]);
  });

  it("drops a malformed one and loads page 1 itself", async () => {
    const f = fakeFetch(byPage(1));
    renderWithServices(<Rows />, createTestServices({ fetch: f.fetch, services: { firstAnswers: brought({ message: "success", rows: "x" }) } }));
    expect(await screen.findByText("row 1")).toBeTruthy();
    expect(f.calls()).toBe(1);
  });

  it("another tab's list is not answered by it", async () => {
    const f = fakeFetch(byPage(1));
    renderWithServices(<Rows tab="end" />, createTestServices({ fetch: f.fetch, services: { firstAnswers: brought(pageBody(1, 3)) } }));
    expect(await screen.findByText("row 1")).toBeTruthy();
    expect(f.calls()).toBe(1);
  });
});
