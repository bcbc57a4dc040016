// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import { TenantRow, type TenantRowData } from "./tenant-row.tsx";
import styles from "./tenant-row.module.css";

afterEach(cleanup);

const tenant = (over: Partial<TenantRowData> = {}): TenantRowData => ({
  tnt_seq: "T010001",
  tnt_nm_ko: "어반 스포츠",
  tnt_nm_en: "URBAN SPORTS",
  fl: "2F",
  img_logo_uri: "/l.svg",
  img_mobi_logo_uri: "/m.svg",
  cate_nm: "스포츠",
  opn_hr: "10:00~22:00",
  have_evt: "Y",
  have_cpn: "N",
  ...over,
});

const row = (t: TenantRowData) =>
  renderWithProviders(
    <ul className={styles.list}>
      <TenantRow tenant={t} to="/hanam/tenant/tenantDetail/T010001" />
    </ul>,
    { path: "/hanam" },
  );

describe("TenantRow", () => {
  it("shows the logo, name, floor and category, hours and marks, linked to the store", () => {
    row(tenant());
    // Named by what it shows, the name first (WCAG 2.5.3, Label in Name).
    const link = screen.getByRole("link", { name: /^어반 스포츠 2F · 스포츠 영업시간 10:00 ~ 22:00/ });
    expect(link.getAttribute("aria-labelledby")).toBeNull();
    expect(link.textContent).toContain("2F · 스포츠");
    expect(link.getAttribute("href")).toBe("/hanam/tenant/tenantDetail/T010001");
    expect(screen.getByText("2F · 스포츠")).toBeTruthy();
    expect(screen.getByText("영업시간 10:00 ~ 22:00")).toBeTruthy();
    expect(screen.getByText("이벤트")).toBeTruthy();
    expect(screen.queryByText("쿠폰")).toBeNull();
    expect(link.querySelector("img")?.getAttribute("src")).toBe("/m.svg");
  });

  it("unknown hours ask the store; they never read as closed", () => {
    row(tenant({ opn_hr: "" }));
    expect(screen.getByText("영업시간은 매장에 문의해 주세요")).toBeTruthy();
    expect(screen.queryByText(/휴무|closed/i)).toBeNull();
  });
});
