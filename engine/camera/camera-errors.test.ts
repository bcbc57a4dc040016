import { describe, expect, it } from "vitest";
import { cameraSupported, classifyCameraError } from "./camera-errors.ts";

const named = (name: string) => Object.assign(new Error("x"), { name });

describe("classifyCameraError", () => {
  it.each([
    ["NotAllowedError", "notAllowed"],
    ["PermissionDeniedError", "notAllowed"],
    ["SecurityError", "notAllowed"],
    ["NotFoundError", "notFound"],
    ["DevicesNotFoundError", "notFound"],
    ["OverconstrainedError", "notFound"],
    ["NotSupportedError", "notSupported"],
    ["TypeError", "notSupported"],
    ["NotReadableError", "notReadable"],
    ["TrackStartError", "notReadable"],
    ["AbortError", "notReadable"],
    ["SomethingElse", "unknown"],
  ] as const)("%s is %s", (name, kind) => {
    expect(classifyCameraError(named(name))).toBe(kind);
  });

  it("reads DOMException names and takes anything thrown without crashing", () => {
    expect(classifyCameraError(new DOMException("denied", "NotAllowedError"))).toBe("notAllowed");
    expect(classifyCameraError(new TypeError("no mediaDevices"))).toBe("notSupported");
    for (const odd of [undefined, null, "NotAllowedError", 42, {}, { name: 7 }]) expect(classifyCameraError(odd)).toBe("unknown");
  });
});

describe("cameraSupported", () => {
  const gum = { mediaDevices: { getUserMedia: () => undefined } };
  it("needs a secure context and getUserMedia", () => {
    expect(cameraSupported({ isSecureContext: true, navigator: gum })).toBe(true);
    expect(cameraSupported({ isSecureContext: false, navigator: gum })).toBe(false);
    expect(cameraSupported({ isSecureContext: true, navigator: {} })).toBe(false);
    expect(cameraSupported({ isSecureContext: true })).toBe(false);
    expect(cameraSupported(undefined)).toBe(false);
  });
});
