// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListRow } from "./list-row.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(cleanup);

const inList = (row: React.ReactElement) => <ul>{row}</ul>;

describe("ListRow", () => {
  it("is a link to an in-app route when given `to`", () => {
    renderWithProviders(inList(<ListRow title="공지사항" description="3건" to="/hanam/store/service/notice" />));
    const link = screen.getByRole("link", { name: /공지사항/ });
    expect(link.getAttribute("href")).toBe("/hanam/store/service/notice");
  });

  it("opens outside links in a new tab safely", () => {
    renderWithProviders(inList(<ListRow title="온라인몰" href="https://shop.example.com" />));
    const link = screen.getByRole("link", { name: /온라인몰/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("is a button with onClick and plain text otherwise", () => {
    const onClick = vi.fn();
    renderWithProviders(
      inList(
        <>
          <ListRow title="영수증" onClick={onClick} />
          <ListRow title="영업시간" trailing="10:00 – 22:00" />
        </>,
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: /영수증/ }));
    expect(onClick).toHaveBeenCalled();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});
