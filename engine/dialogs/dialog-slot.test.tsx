// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dialogsMessages } from "../i18n/catalog/dialogs.ts";
import { ServicesContext } from "../services/services.ts";
import { createTestServices } from "../testing/fake-services.ts";
import { renderWithProviders } from "../ui/test-providers.tsx";
import { DialogSlot } from "./dialog-slot.tsx";
import { lazyDialogService } from "./lazy-dialog-service.ts";

// The slot's chunks, loaded once up front (a first transform takes longer than a findBy waits).
beforeAll(async () => {
  await Promise.all([import("./dialog-host.tsx"), import("../ui/confirm-dialog.tsx"), import("./dialog-service.ts"), import("./dialog-actor.ts")]);
});

afterEach(cleanup);

describe("DialogSlot", () => {
  it("shows nothing until a dialog is asked for, then the dialog, answering the caller", async () => {
    const dialogs = lazyDialogService();
    renderWithProviders(
      <ServicesContext.Provider value={createTestServices({ services: { dialogs } })}>
        <DialogSlot />
      </ServicesContext.Provider>,
      { messages: dialogsMessages.ko },
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    let answer!: Promise<boolean>;
    act(() => {
      answer = dialogs.confirm({ title: "쿠폰", text: "쿠폰을 받으시겠습니까?", positive: "받기" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "받기" }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
