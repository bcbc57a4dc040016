import { describe, expect, it, vi } from "vitest";
import { fakeWindow } from "./fake-native-app.fixture.ts";
import { createBridge } from "./native-bridge.ts";

function browserBridge() {
  const win = fakeWindow();
  const handlers = { confirm: vi.fn(), goToLogin: vi.fn() };
  return { win, handlers, bridge: createBridge({ window: win, handlers }) };
}

describe("native bridge in a plain browser", () => {
  it("answers reads with nothing, without waiting for a timeout", async () => {
    const { bridge } = browserBridge();
    expect(await bridge.getDeviceId()).toBeNull();
    expect(await bridge.getCustId()).toBeNull();
    expect(await bridge.loginToken()).toBeNull();
    expect(await bridge.getValues(["aToken", "xScmToken"])).toEqual({ aToken: null, xScmToken: null });
  });

  it("turns an alert into the shell's confirm dialog", async () => {
    const { bridge, handlers } = browserBridge();
    await bridge.alert({ title: "알림", text: "저장되었습니다." });
    await bridge.alert({ text: "no title" });
    expect(handlers.confirm.mock.calls).toEqual([[{ title: "알림", text: "저장되었습니다." }], [{ text: "no title" }]]);
  });

  it("waits for the confirm dialog when the shell returns a promise", async () => {
    const { bridge, handlers } = browserBridge();
    let close: (() => void) | undefined;
    handlers.confirm.mockReturnValue(
      new Promise<void>((resolve) => {
        close = resolve;
      }),
    );
    let done = false;
    const alerting = bridge.alert({ text: "x" }).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    close?.();
    await alerting;
    expect(done).toBe(true);
  });

  it("sends a login request to the login route", async () => {
    const { bridge, handlers } = browserBridge();
    await bridge.login();
    expect(handlers.goToLogin).toHaveBeenCalledOnce();
  });

  it("opens links in a new tab without an opener", async () => {
    const { bridge, win } = browserBridge();
    await bridge.openLink("https://shops.example.com/a?b=1");
    await bridge.openLink("/coexmall/event/main");
    expect(win.opened).toEqual([
      ["https://shops.example.com/a?b=1", "_blank", "noopener"],
      ["https://m.main-brand.example/coexmall/event/main", "_blank", "noopener"],
    ]);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "intent://scan#Intent;end", "http://[bad"])("refuses to open %s", async (url) => {
    const { bridge, win } = browserBridge();
    await bridge.openLink(url);
    expect(win.opened).toEqual([]);
  });

  it("turns a call request into a tel: link with digits only", async () => {
    const { bridge, win } = browserBridge();
    await bridge.call("02-1234-5678");
    await bridge.call("(031) 555 0100");
    await bridge.call("none");
    expect(win.assigned).toEqual(["tel:0212345678", "tel:0315550100"]);
  });

  it("does nothing for calls that only matter to the app", async () => {
    const { bridge, win, handlers } = browserBridge();
    await bridge.setValue("aToken", "x");
    await bridge.inboxBadge(2);
    await bridge.logout();
    await bridge.getGate("01", "하남");
    expect([win.opened, win.assigned, handlers.confirm.mock.calls, handlers.goToLogin.mock.calls]).toEqual([[], [], [], []]);
  });
});
