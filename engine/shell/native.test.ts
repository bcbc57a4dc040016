// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeDialogs } from "../testing/fake-services.ts";

// native.ts remembers the last bridge it made; each test starts from a fresh module.
const fresh = () => import("./native.ts");
beforeEach(() => {
  vi.resetModules();
});

describe("createAppBridge in a plain browser", () => {
  it("turns a native alert into an alert of the dialog service and waits for it", async () => {
    const { createAppBridge } = await fresh();
    const dialogs = fakeDialogs();
    const bridge = await createAppBridge(dialogs, () => {})();
    await bridge.alert({ title: "알림", text: "저장되었습니다." });
    await bridge.alert({ text: "제목 없음" });
    expect(dialogs.asked).toEqual([
      { kind: "alert", title: "알림", text: "저장되었습니다." },
      { kind: "alert", title: undefined, text: "제목 없음" },
    ]);
  });

  it("hands a login request to goToLogin", async () => {
    const { createAppBridge } = await fresh();
    const goToLogin = vi.fn();
    const bridge = await createAppBridge(fakeDialogs(), goToLogin)();
    await bridge.login();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it("builds the bridge once per loader", async () => {
    const { createAppBridge } = await fresh();
    const load = createAppBridge(fakeDialogs(), () => {});
    expect(await load()).toBe(await load());
  });
});

describe("goToMallLogin", () => {
  it("navigates to the current mall's Login route (hanam's off any mall)", async () => {
    const { goToMallLogin } = await fresh();
    const { setNavigator } = await import("./router-ref.ts");
    const navigate = vi.fn();
    setNavigator(navigate);
    await goToMallLogin();
    expect(navigate).toHaveBeenCalledWith("/hanam/login", {});
  });
});
