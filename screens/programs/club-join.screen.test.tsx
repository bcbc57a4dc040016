// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ClubJoinScreen from "./club-join.screen.tsx";
import { clubServer, pngFile, type ClubServer } from "./club.fixture.ts";

afterEach(cleanup);

const MEMBER = { status: "member", custId: "M0000009" } as const;
type Variant = "standard" | "soclub" | "suwon";
const ROUTES: Record<Variant, { path: string; clubCd: string }> = {
  standard: { path: "club/join", clubCd: "OFC{code}" },
  soclub: { path: "soclub/join", clubCd: "MOM{code}" },
  suwon: { path: "event/suwonClub", clubCd: "OFC{code}" },
};

function open(s: ClubServer, { variant = "standard" as Variant, member = true, mall = "hanam", dialogs = fakeDialogs(), clubCd = "" } = {}) {
  const r = ROUTES[variant];
  return renderScreen(ClubJoinScreen, {
    route: { screen: "clubJoin", path: r.path },
    props: { variant, clubCd: clubCd || r.clubCd },
    mall,
    path: `/${mall}/${r.path}`,
    fetch: s.fetch,
    session: member ? MEMBER : { status: "visitor" },
    services: { dialogs },
  });
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(field("사원증 이미지"), { target: { files: [file] } });

describe("ClubJoinScreen", () => {
  it("a member applies: company, address, a PNG with its preview; uploaded, then applied; the status follows", async () => {
    const s = clubServer();
    open(s);
    expect(await screen.findByRole("heading", { level: 1, name: "필드몰 하남 오피스 클럽" })).toBeTruthy();
    fireEvent.change(field("회사명"), { target: { value: " 필드상사 " } });
    fireEvent.change(field("회사 주소"), { target: { value: "하남시 미사대로 750" } });
    choose(pngFile(2048));
    expect(((await screen.findByRole("img", { name: "선택한 사원증 미리보기" })) as HTMLImageElement).src).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(screen.getByRole("button", { name: "가입 신청" }));
    expect(await screen.findByText("승인 대기")).toBeTruthy();
    expect(screen.getByText("신청이 접수되었습니다. 승인 결과를 기다려 주세요.")).toBeTruthy();
    expect(s.uploads).toHaveLength(1);
    expect(s.uploads.map((f) => (f.get("file") as File).name)).toEqual(["card.png"]);
    expect(Object.fromEntries(s.applies[0] ?? [])).toEqual({
      club_cd: "OFC01",
      cus_cp_name: "필드상사",
      cus_cp_addr: "하남시 미사대로 750",
      cus_img_url: `/uploads/club/${"b".repeat(32)}.png`,
      cus_img_org_nm: "card.png",
    });
    expect(s.calls.map((c) => c.split("?")[0])).toEqual([
      "GET /api/hanam/club/checkStatus.do",
      "POST /api/hanam/club/upimg.do",
      "POST /api/hanam/club/goApply.do",
    ]);
  });

  it("refuses a 2 MiB image and a GIF in the browser: said at the field, no preview, nothing sent", async () => {
    const s = clubServer();
    open(s);
    await screen.findByRole("heading", { level: 1, name: "필드몰 하남 오피스 클럽" });
    fireEvent.change(field("회사명"), { target: { value: "필드상사" } });
    fireEvent.change(field("회사 주소"), { target: { value: "하남시" } });
    choose(pngFile(2 * 1024 * 1024, "big.png"));
    expect(screen.getByText("1MB 이하의 이미지만 첨부할 수 있습니다.")).toBeTruthy();
    expect(field("사원증 이미지").getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "가입 신청" }));
    choose(pngFile(64, "a.gif", "image/gif"));
    expect(screen.getByText("PNG 또는 JPEG 이미지만 첨부할 수 있습니다.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "가입 신청" }));
    expect(screen.queryByRole("img", { name: "선택한 사원증 미리보기" })).toBeNull();
    expect(s.calls.filter((c) => c.startsWith("POST"))).toEqual([]);
  });

  it("an empty form names every missing field and focuses the first", async () => {
    const s = clubServer();
    open(s);
    await screen.findByRole("heading", { level: 1, name: "필드몰 하남 오피스 클럽" });
    fireEvent.click(screen.getByRole("button", { name: "가입 신청" }));
    expect(screen.getByText("회사명을 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("회사 주소를 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("사원증 이미지를 첨부해 주세요.")).toBeTruthy();
    expect(document.activeElement).toBe(field("회사명"));
    expect(s.calls.filter((c) => c.startsWith("POST"))).toEqual([]);
  });

  it("the server's refusal of the image is said above the button; the form keeps what was written", async () => {
    const s = clubServer(
      {},
      { upload: () => json({ message: "invalid request", errors: [{ field: "file", message: "the file is not a PNG or JPEG image" }] }, 400) },
    );
    open(s);
    await screen.findByRole("heading", { level: 1, name: "필드몰 하남 오피스 클럽" });
    fireEvent.change(field("회사명"), { target: { value: "필드상사" } });
    fireEvent.change(field("회사 주소"), { target: { value: "하남시" } });
    choose(pngFile());
    fireEvent.click(screen.getByRole("button", { name: "가입 신청" }));
    expect((await screen.findByRole("alert")).textContent).toBe("이미지를 올리지 못했습니다. PNG 또는 JPEG 형식의 1MB 이하 이미지를 선택해 주세요.");
    expect(field("회사명").value).toBe("필드상사");
    expect(s.applies).toHaveLength(0);
  });

  it.each([
    ["WAIT", "승인 대기"],
    ["CONFIRM", "승인 완료"],
    ["REJECT", "승인 거절"],
  ] as const)("a member who applied sees the status (%s), not the form", async (status, word) => {
    const s = clubServer({ MOM01: status });
    open(s, { variant: "soclub" });
    expect(await screen.findByText(word)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "필드몰 하남 맘스 클럽" })).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    expect(s.calls.map((c) => c.split("?")[0])).toEqual(["GET /api/hanam/club/checkStatus.do", "GET /api/hanam/club/confirmStatus.do"]);
    expect(s.calls[1]).toContain("club_cd=MOM01");
  });

  it("a visitor is asked to log in and goes to the login page with a return here; nothing member-only is called", async () => {
    const s = clubServer();
    const dialogs = fakeDialogs(true);
    const view = open(s, { member: false, dialogs });
    await waitFor(() => expect(view.currentPath()).toBe(`/hanam/login?returnTo=${encodeURIComponent("/hanam/club/join")}`));
    expect(dialogs.asked).toEqual([{ kind: "confirm", text: "로그인이 필요한 서비스입니다. 로그인하시겠습니까?", title: undefined }]);
    expect(s.calls.map((c) => c.split("?")[0])).toEqual(["GET /api/hanam/club/checkStatus.do"]);
  });

  it("a visitor who says no stays, told to log in, with the button that asks again", async () => {
    const s = clubServer();
    const dialogs = fakeDialogs(false);
    open(s, { member: false, dialogs });
    expect(await screen.findByText("클럽 가입 신청과 신청 현황은 로그인 후 이용하실 수 있습니다.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    expect(dialogs.asked).toHaveLength(2);
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("a club that does not recruit says so", async () => {
    open(clubServer(), { clubCd: "PET{code}" });
    expect(await screen.findByText("지금은 회원을 모집하지 않습니다.")).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("Suwon's club is its own office club (the route's OFC{code} with Suwon's code); an unknown club is not found", async () => {
    const s = clubServer();
    open(s, { variant: "suwon", mall: "suwon" });
    expect(await screen.findByRole("heading", { level: 1, name: "필드몰 수원 오피스 클럽" })).toBeTruthy();
    expect(s.calls[0]).toMatch(/^GET \/api\/suwon\/club\/checkStatus.do\?club_cd=OFC09(&|$)/);
    cleanup();
    open(clubServer(), { clubCd: "ZZZ{code}" });
    expect(await screen.findByRole("heading", { level: 1, name: "클럽 정보를 찾을 수 없습니다." })).toBeTruthy();
  });
});
