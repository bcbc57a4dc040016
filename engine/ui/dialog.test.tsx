// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BottomSheet } from "./bottom-sheet.tsx";
import { Dialog } from "./dialog.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Dialog open={open} onClose={close} title="영수증 상세" footer={<button type="button">확인</button>}>
        <a href="#barcode">바코드</a>
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole("button", { name: "열기" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog", { name: "영수증 상세" }) };
}

describe("Dialog", () => {
  it("renders nothing while closed", () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a labelled modal dialog and takes focus on open", () => {
    renderWithProviders(<Harness />);
    const { dialog } = openDialog();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "닫기" }));
  });

  it("still: drawn in place in its own tree, with no focus moved, no Escape taken and the page free to scroll; its buttons answer", () => {
    const onClose = vi.fn();
    const { container } = renderWithProviders(
      <>
        <button type="button">앞</button>
        <Dialog open still onClose={onClose} title="알림" footer={<button type="button">확인</button>} />
      </>,
    );
    const page = screen.getByRole("button", { name: "앞" });
    page.focus();
    const dialog = screen.getByRole("dialog", { name: "알림" });
    expect(container.contains(dialog)).toBe(true);
    expect(document.activeElement).toBe(page);
    expect(document.body.style.overflow).toBe("");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "닫기" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("entered (and still): shown with no entrance; otherwise it enters", () => {
    renderWithProviders(
      <>
        <Dialog open entered onClose={() => {}} title="들어와 있음" />
        <Dialog open still onClose={() => {}} title="그림" />
      </>,
    );
    const layerOf = (name: string) => screen.getByRole("dialog", { name }).parentElement?.className ?? "";
    expect(layerOf("들어와 있음")).toMatch(/entered/);
    expect(layerOf("그림")).toMatch(/entered/);
    cleanup();
    renderWithProviders(<Dialog open onClose={() => {}} title="새로" />);
    expect(screen.getByRole("dialog", { name: "새로" }).parentElement?.className).not.toMatch(/entered/);
  });

  it("traps Tab inside: from the last element to the first and back", () => {
    renderWithProviders(<Harness />);
    const { dialog } = openDialog();
    const close = screen.getByRole("button", { name: "닫기" });
    const last = screen.getByRole("button", { name: "확인" });
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("closes on Escape and gives focus back to the opener", () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    const { opener, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on a backdrop click and with the close button", () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    openDialog();
    fireEvent.click(document.querySelector("[data-part='backdrop']")!);
    expect(screen.queryByRole("dialog")).toBeNull();
    openDialog();
    fireEvent.click(screen.getByRole("button", { name: "닫기" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("ignores the backdrop when closeOnBackdrop is false", () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Dialog open onClose={onClose} title="안내" closeOnBackdrop={false}>
        본문
      </Dialog>,
    );
    fireEvent.click(document.querySelector("[data-part='backdrop']")!);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("Dialog as a bottom sheet", () => {
  const sheet = (onClose: () => void) =>
    renderWithProviders(
      <BottomSheet open onClose={onClose} title="필터">
        <p>내용</p>
      </BottomSheet>,
    );
  const drag = (el: Element, dy: number) => {
    fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientY: 400 });
    fireEvent.pointerMove(el, { pointerId: 1, clientY: 400 + dy });
    fireEvent.pointerUp(el, { pointerId: 1, clientY: 400 + dy });
  };

  it("closes when its handle is dragged down further than 85 px", () => {
    const onClose = vi.fn();
    sheet(onClose);
    const grab = document.querySelector("[data-part=grab]")!;
    drag(grab, 85);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog").style.transform).toBe("");
    drag(grab, 86);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a drag on the title closes too, but the close button keeps its tap", () => {
    const onClose = vi.fn();
    sheet(onClose);
    drag(screen.getByRole("heading", { name: "필터" }), 120);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "닫기" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
