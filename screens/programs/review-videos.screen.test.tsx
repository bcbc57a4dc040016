// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ReviewVideosScreen from "./review-videos.screen.tsx";

afterEach(cleanup);

const video = (n: number, host = "video.fieldmall.example") => ({
  revSeq: n,
  titl: `후기 영상 ${n}`,
  videoUrl: `https://${host}/library-tv/${n}.mp4`,
  thumbUrl: `/images/seed/programs/tv-${n}.svg`,
  playTm: `${n}:0${n}`,
  regDt: "2024-05-02",
});

/** Two pages of two videos (the third from a host the link policy does not list); or none. */
function tvServer(total = 3) {
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input), "http://l");
    calls.push(`${url.pathname}${url.search}`);
    const page = Number(url.searchParams.get("pageIndex"));
    const rows = [video(1), video(2), video(3, "evil.example")].slice(0, total).slice((page - 1) * 2, page * 2);
    const info = { currentPageNo: page, recordCountPerPage: 2, totalRecordCount: total, totalPageCount: Math.max(1, Math.ceil(total / 2)) };
    return json({ message: "success", reviewList: rows, paginationInfo: info });
  };
  return { fetch: fetchFn, calls };
}

const open = (s: ReturnType<typeof tvServer>) =>
  renderScreen(ReviewVideosScreen, {
    route: { screen: "reviewVideos", path: "library/reviewVideo" },
    mall: "suwon",
    path: "/suwon/library/reviewVideo",
    fetch: s.fetch,
  });

it("shows each video's thumbnail with its play time, title and date, linked to the video in a new window; more loads the next page", async () => {
  const s = tvServer();
  open(s);
  expect(screen.getByRole("heading", { level: 1, name: "후기 영상" })).toBeTruthy();
  const first = await screen.findByRole("link", { name: "후기 영상 1 영상 보기, 재생 시간 1:01" });
  expect(first.getAttribute("href")).toBe("https://video.fieldmall.example/library-tv/1.mp4");
  expect(first.getAttribute("target")).toBe("_blank");
  expect(first.querySelector("img")?.getAttribute("src")).toBe("/images/seed/programs/tv-1.svg");
  expect(within(first).getByText("1:01")).toBeTruthy();
  expect(screen.getByRole("heading", { level: 2, name: "후기 영상 2" })).toBeTruthy();
  expect(screen.getAllByText("05.02(목)")).toHaveLength(2);
  expect(s.calls).toEqual(["/api/suwon/fieldLibraryTV/review.do?pageIndex=1"]);
  fireEvent.click(screen.getByRole("button", { name: "더보기" }));
  expect(await screen.findByRole("heading", { level: 2, name: "후기 영상 3" })).toBeTruthy();
  // A video from a host the link policy does not list is shown, but not linked.
  expect(screen.queryByRole("link", { name: /후기 영상 3/ })).toBeNull();
  expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
});

it("says so when there are no videos", async () => {
  open(tvServer(0));
  expect(await screen.findByText("등록된 후기 영상이 없습니다.")).toBeTruthy();
  expect(screen.queryByRole("link")).toBeNull();
});
