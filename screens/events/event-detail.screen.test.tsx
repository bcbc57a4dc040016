// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import EventDetailScreen from "./event-detail.screen.tsx";
import { coupon, eventsServer, issueOf, type EventsServerOptions } from "./events.fixture.ts";

afterEach(cleanup);

const MEMBER = { status: "member" as const, custId: "M0000001" };

interface OpenOptions {
  id?: string;
  mall?: string;
  variant?: "standard" | "centerfield" | "suwon" | "granseoul";
  member?: boolean;
  dialogs?: ReturnType<typeof fakeDialogs>;
  now?: number;
}

function open(
  s: ReturnType<typeof eventsServer>,
  { id = "E010001", mall = "hanam", variant = "standard", member = false, dialogs = fakeDialogs(), now }: OpenOptions = {},
) {
  return renderScreen(EventDetailScreen, {
    route: { screen: "eventDetail", path: "event/main/:eventId", name: "EventMainDetail" },
    props: { variant },
    params: variant === "suwon" || variant === "granseoul" ? { id } : { eventId: id },
    mall,
    path: `/${mall}/event/main/${id}`,
    fetch: s.fetch,
    ...(member ? { session: MEMBER } : {}),
    services: { dialogs, ...(now !== undefined ? { now: () => now } : {}) },
  });
}

const server = (o: EventsServerOptions = {}) => eventsServer(o);
const alerts = (d: ReturnType<typeof fakeDialogs>) => d.asked.filter((a) => a.kind === "alert").map((a) => a.text);

describe("EventDetailScreen", () => {
  it("shows the event: title, period, the body sanitized, a way back to the list", async () => {
    open(server());
    expect(await screen.findByRole("heading", { level: 1, name: "이벤트 1" })).toBeTruthy();
    expect(screen.getByText("05.01(수) ~ 05.31(금)")).toBeTruthy();
    await screen.findByText("안내");
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByRole("link", { name: "이벤트 목록" }).getAttribute("href")).toBe("/hanam/event/main");
  });

  it("an unknown event says so, with the list; a malformed id makes no call", async () => {
    open(server(), { id: "E0000404" });
    expect(await screen.findByText("이벤트를 찾을 수 없습니다. 종료되었거나 주소가 잘못되었습니다.")).toBeTruthy();
    cleanup();
    const s = server();
    open(s, { id: "E01-0001'" });
    expect(await screen.findByText("이벤트를 찾을 수 없습니다. 종료되었거나 주소가 잘못되었습니다.")).toBeTruthy();
    expect(s.seen).toHaveLength(0);
  });

  it("an ended event says it has ended and takes no entries", async () => {
    open(server({ detail: { evt_cd: "APLY", aply_yn: "Y", evtStat: "end" } }), { member: true });
    expect(await screen.findByText("종료된 이벤트입니다.")).toBeTruthy();
    expect(await screen.findByText("응모 기간이 아닙니다.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "응모하기" })).toBeNull();
  });

  describe("applying", () => {
    const aply = { detail: { evt_cd: "APLY", aply_yn: "Y" } };

    it("a visitor is asked to log in and sent to login with the way back", async () => {
      const d = fakeDialogs();
      const { currentPath } = open(server(aply), { dialogs: d });
      fireEvent.click(await screen.findByRole("button", { name: "응모하기" }));
      await waitFor(() => expect(currentPath()).toBe(`/hanam/login?returnTo=${encodeURIComponent("/hanam/event/main/E010001")}`));
      expect(d.asked.map((a) => a.kind)).toEqual(["confirm"]);
    });

    it("a member applies once however often they tap, then sees the entry", async () => {
      const s = server(aply);
      open(s, { member: true });
      const button = await screen.findByRole("button", { name: "응모하기" });
      fireEvent.click(button);
      fireEvent.click(button);
      expect(await screen.findByText("05.15(수)에 응모하셨습니다.")).toBeTruthy();
      expect(s.calls("/event/eventAply.do").map((p) => p.get("evt_seq"))).toEqual(["E010001"]);
      expect(screen.queryByRole("button", { name: "응모하기" })).toBeNull();
    });

    it("a member who applied already sees when, and no button", async () => {
      open(server({ ...aply, applied: true }), { member: true });
      expect(await screen.findByText("05.14(화)에 응모하셨습니다.")).toBeTruthy();
      expect(screen.queryByRole("button", { name: "응모하기" })).toBeNull();
    });

    it("with an event code: a wrong code is said at the field; the right one applies with it", async () => {
      const s = server({ detail: { evt_cd: "APLY", aply_yn: "Y", code_yn: "Y" } });
      open(s, { member: true });
      const code = await screen.findByLabelText(/이벤트 코드/);
      fireEvent.change(code, { target: { value: "WRONG1" } });
      fireEvent.click(screen.getByRole("button", { name: "응모하기" }));
      expect(await screen.findByText("이벤트 코드가 맞지 않습니다. 다시 확인해 주세요.")).toBeTruthy();
      expect(s.calls("/event/eventAply.do")).toHaveLength(0);
      fireEvent.change(code, { target: { value: "FIELD1234" } });
      fireEvent.click(screen.getByRole("button", { name: "응모하기" }));
      await screen.findByText("05.15(수)에 응모하셨습니다.");
      expect(s.calls("/event/eventAply.do").map((p) => p.get("evt_code"))).toEqual(["FIELD1234"]);
    });
  });

  describe("event coupons", () => {
    const cpn = { detail: { evt_cd: "CPN", cp_seq: 51, cp_ord: 1 } };

    it("a member downloads a coupon once however often they tap; it then opens as their coupon", async () => {
      const s = server(cpn);
      const d = fakeDialogs();
      open(s, { member: true, dialogs: d });
      const get = await screen.findByRole("button", { name: "쿠폰 51 쿠폰 받기" });
      fireEvent.click(get);
      fireEvent.click(get);
      const view = await screen.findByRole("link", { name: "쿠폰 51 쿠폰 보기" });
      expect(view.getAttribute("href")).toBe("/hanam/event/coupon/51");
      expect(s.seen.filter((r) => r.method === "POST").map((r) => new URL(r.url, "http://l").pathname)).toEqual(["/api/hanam/eventCoupon/coupon/51.do"]);
      expect(alerts(d)).toEqual(["쿠폰을 받았습니다. 받은 쿠폰에서 확인할 수 있습니다."]);
    });

    it("outside 10:00:01-22:00:00 (Seoul) it says when coupons can be had, and makes no call", async () => {
      const s = server(cpn);
      const d = fakeDialogs();
      open(s, { member: true, dialogs: d, now: Date.parse("2024-05-15T22:30:00+09:00") });
      fireEvent.click(await screen.findByRole("button", { name: "쿠폰 51 쿠폰 받기" }));
      await waitFor(() => expect(alerts(d)).toEqual(["쿠폰은 매일 10:00:01부터 22:00:00까지 받을 수 있습니다. 이 시간에 다시 시도해 주세요."]));
      expect(s.seen.filter((r) => r.method === "POST")).toHaveLength(0);
    });

    it("a visitor in a browser is asked to log in", async () => {
      const s = server(cpn);
      const d = fakeDialogs(false);
      open(s, { dialogs: d });
      fireEvent.click(await screen.findByRole("button", { name: "쿠폰 51 쿠폰 받기" }));
      await waitFor(() => expect(d.asked.map((a) => a.kind)).toEqual(["confirm"]));
      expect(s.seen.filter((r) => r.method === "POST")).toHaveLength(0);
    });

    it("a sold-out answer says so", async () => {
      const s = server({
        ...cpn,
        override: (_path, req) =>
          req.method === "POST"
            ? new Response(JSON.stringify({ message: "All coupons have been issued." }), { status: 409, headers: { "content-type": "application/json" } })
            : null,
      });
      const d = fakeDialogs();
      open(s, { member: true, dialogs: d });
      fireEvent.click(await screen.findByRole("button", { name: "쿠폰 51 쿠폰 받기" }));
      await waitFor(() => expect(alerts(d)).toEqual(["쿠폰이 모두 소진되었습니다."]));
    });
  });

  it("a stamp event leads to its stamp page; a roulette event to the roulette", async () => {
    open(server({ detail: { evt_cd: "STMP", evt_seq: "S01202405", eventMon: "202405" } }), { id: "S01202405" });
    expect((await screen.findByRole("link", { name: "스탬프 찍으러 가기" })).getAttribute("href")).toBe("/hanam/event/stampEvent/202405/S01202405");
    cleanup();
    open(server({ detail: { evt_cd: "RLT" } }), { mall: "anseong" });
    expect((await screen.findByRole("link", { name: "룰렛 돌리러 가기" })).getAttribute("href")).toBe("/anseong/event/main/roulette");
  });

  it("Suwon's page has the favourite heart", async () => {
    open(server(), { mall: "suwon", variant: "suwon" });
    expect(await screen.findByRole("button", { name: "이벤트 1 관심 이벤트 등록" })).toBeTruthy();
  });

  describe("guest book (coexmall)", () => {
    const gstb = { detail: { evt_cd: "GSTB" } };

    it("writes an entry, then shows it and clears the form, password included", async () => {
      const s = server(gstb);
      open(s, { mall: "coexmall" });
      await screen.findByText("좋았어요");
      const form = screen.getByRole("form", { name: "방명록 쓰기" });
      fireEvent.change(within(form).getByLabelText(/닉네임/), { target: { value: "하늘" } });
      fireEvent.change(within(form).getByLabelText(/비밀번호/, { selector: "input" }), { target: { value: "secret1" } });
      fireEvent.change(within(form).getByLabelText(/남길 말/), { target: { value: "또 올게요" } });
      fireEvent.click(within(form).getByRole("button", { name: "등록" }));
      expect(await screen.findByText("또 올게요")).toBeTruthy();
      const sent = s.calls("/event/guestBookSave.do");
      expect(sent.map((p) => [p.get("nickname"), p.get("password"), p.get("guestBookDetail"), p.get("evtAplySeq")])).toEqual([
        ["하늘", "secret1", "또 올게요", null],
      ]);
      await waitFor(() =>
        expect((within(screen.getByRole("form", { name: "방명록 쓰기" })).getByLabelText(/비밀번호/, { selector: "input" }) as HTMLInputElement).value).toBe(
          "",
        ),
      );
      expect(document.body.textContent).not.toContain("secret1");
    });

    it("deletes an entry with its password; a wrong one is said", async () => {
      const s = server(gstb);
      open(s, { mall: "coexmall" });
      await screen.findByText("좋았어요");
      fireEvent.click(screen.getByRole("button", { name: "삭제" }));
      const form = screen.getByRole("form", { name: "글 삭제" });
      fireEvent.change(within(form).getByLabelText(/비밀번호/, { selector: "input" }), { target: { value: "nope" } });
      fireEvent.click(within(form).getByRole("button", { name: "삭제하기" }));
      expect(await screen.findByText("비밀번호가 맞지 않습니다.")).toBeTruthy();
      fireEvent.change(within(form).getByLabelText(/비밀번호/, { selector: "input" }), { target: { value: "pass1" } });
      fireEvent.click(within(form).getByRole("button", { name: "삭제하기" }));
      expect(await screen.findByText("아직 방명록 글이 없습니다. 첫 글을 남겨 주세요.")).toBeTruthy();
    });
  });

  describe("treasure hunt", () => {
    function hunt() {
      let found = 2;
      let issued = false;
      const body = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status, headers: { "content-type": "application/json" } });
      const hints = () =>
        [1, 2, 3].map((n) => ({
          trsNo: n,
          hintTitl: `힌트 ${n}`,
          hintCont: `${n}층을 찾아보세요.`,
          foundYn: n <= found ? "Y" : "N",
          foundDttm: n <= found ? "2024-05-14 10:00:00" : null,
        }));
      return eventsServer({
        detail: { evt_cd: "TRSR" },
        override: (path, req) => {
          const q = new URLSearchParams(req.method === "GET" ? new URL(req.url, "http://l").search : (req.body ?? ""));
          if (path.endsWith("/treasureHint.do"))
            return body({ message: "success", evt_seq: "E010001", aplyYn: "Y", foundCnt: found, totalCnt: 3, hintList: hints() });
          if (path.endsWith("/treasureSerialCheck.do")) {
            const match = q.get("serialNo") === "ABC123";
            if (match) found = 3;
            return body({ message: "success", evt_seq: "E010001", matchYn: match ? "Y" : "N", trsNo: match ? 3 : null, foundCnt: found, totalCnt: 3 });
          }
          if (path.endsWith("/treasureCouponList.do"))
            return body({
              message: "success",
              evt_seq: "E010001",
              foundCnt: found,
              totalCnt: 3,
              couponList: [
                {
                  needCnt: 3,
                  availYn: found >= 3 ? "Y" : "N",
                  issYn: issued ? "Y" : "N",
                  coupon: coupon(151, { cpTitl: "완주 음료권" }),
                  issue: issued ? issueOf(151) : null,
                },
              ],
            });
          if (path.endsWith("/treasureCoupon.do")) {
            issued = true;
            return body({ message: "success", evt_seq: "E010001", coupon: coupon(151, { cpTitl: "완주 음료권" }), issue: issueOf(151) });
          }
          return null;
        },
      });
    }

    it("shows the hints with the member's finds; a wrong number is said at the field, the right one counts", async () => {
      const d = fakeDialogs();
      open(hunt(), { member: true, dialogs: d });
      expect(await screen.findByText("보물 3개 중 2개를 찾았습니다.")).toBeTruthy();
      expect(screen.getAllByText("찾음")).toHaveLength(2);
      const field = screen.getByLabelText(/보물 번호/);
      fireEvent.change(field, { target: { value: "ZZZ999" } });
      fireEvent.click(screen.getByRole("button", { name: "번호 확인" }));
      expect(await screen.findByText("맞는 보물 번호가 아닙니다. 다시 확인해 주세요.")).toBeTruthy();
      fireEvent.change(field, { target: { value: "abc123" } });
      fireEvent.click(screen.getByRole("button", { name: "번호 확인" }));
      await waitFor(() => expect(alerts(d)).toEqual(["보물을 찾았습니다! 지금까지 3개 중 3개를 찾았습니다."]));
      expect(await screen.findByText("보물 3개 중 3개를 찾았습니다.")).toBeTruthy();
    });

    it("with enough treasures the reward coupon is taken once and then held", async () => {
      const d = fakeDialogs();
      const s = hunt();
      open(s, { member: true, dialogs: d });
      const field = await screen.findByLabelText(/보물 번호/);
      fireEvent.change(field, { target: { value: "ABC123" } });
      fireEvent.click(screen.getByRole("button", { name: "번호 확인" }));
      const take = await screen.findByRole("button", { name: "완주 음료권 쿠폰 받기" });
      await screen.findByText("보물 3개를 찾아 받을 수 있습니다.");
      fireEvent.click(take);
      fireEvent.click(take);
      await waitFor(() => expect(alerts(d)).toContain("쿠폰을 받았습니다. 받은 쿠폰에서 확인할 수 있습니다."));
      expect(await screen.findByText("받은 쿠폰")).toBeTruthy();
      expect(s.calls("/treasureCoupon.do")).toHaveLength(1);
    });
  });
});
