import { describe, expect, it, vi } from "vitest";
import type { NativeBridge } from "../bridge/native-bridge.ts";
import { createAppCheck } from "./app-check.ts";

const ANDROID_APP = "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 Chrome/124.0 Mobile FieldMallApp/3.2.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36";

function bridgeWith(deviceId: string | null) {
  const getDeviceId = vi.fn(async () => deviceId);
  return { load: vi.fn(async () => ({ getDeviceId }) as unknown as NativeBridge), getDeviceId };
}

describe("createAppCheck", () => {
  it("answers false in a plain browser without loading the bridge", async () => {
    const b = bridgeWith("device-0001");
    expect(await createAppCheck(b.load, () => DESKTOP)()).toBe(false);
    expect(b.load).not.toHaveBeenCalled();
  });

  it("needs a device id from the app in a webview, and asks once", async () => {
    const b = bridgeWith("device-0001");
    const check = createAppCheck(b.load, () => ANDROID_APP);
    expect(await Promise.all([check(), check()])).toEqual([true, true]);
    expect(b.getDeviceId).toHaveBeenCalledOnce();
  });

  it.each([[null], ["nil"]])("answers false in a webview whose app gives the device id %j", async (id) => {
    expect(await createAppCheck(bridgeWith(id).load, () => ANDROID_APP)()).toBe(false);
  });

  it("answers false when the bridge fails to load", async () => {
    expect(
      await createAppCheck(
        () => Promise.reject(new Error("chunk")),
        () => ANDROID_APP,
      )(),
    ).toBe(false);
  });
});
