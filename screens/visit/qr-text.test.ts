import { describe, expect, it } from "vitest";
import type { LinkPolicy } from "../../engine/links/link-policy.ts";
import { readQrText } from "./qr-text.ts";

const policy: LinkPolicy = { origin: "https://m.fieldmall.example", externalHosts: ["partner.example"], appSchemes: ["fieldmall"] };
const read = (text: string, mall = "hanam") => readQrText(text, policy, mall);

describe("readQrText", () => {
  it("reads a bare place id and this mall's QR page links on this site", () => {
    expect(read("QR011F01")).toEqual({ kind: "place", qrId: "QR011F01" });
    expect(read("  QR01B102\n")).toEqual({ kind: "place", qrId: "QR01B102" });
    expect(read("https://m.fieldmall.example/hanam/qrTest?qrId=QR011F02")).toEqual({ kind: "place", qrId: "QR011F02" });
    expect(read("/suwon/qrHere?qrId=QR092F01&tnId=T090001", "suwon")).toEqual({ kind: "place", qrId: "QR092F01" });
  });

  it("ignores everything else: other sites, other malls, other pages, bad ids, scripts, app links, plain text", () => {
    for (const text of [
      "https://evil.example/hanam/qrTest?qrId=QR011F01",
      "https://partner.example/hanam/qrTest?qrId=QR011F01",
      "https://m.fieldmall.example/goyang/qrTest?qrId=QR031F01",
      "https://m.fieldmall.example/hanam/event/main?qrId=QR011F01",
      "https://m.fieldmall.example/hanam/qrTest/x?qrId=QR011F01",
      "https://m.fieldmall.example/hanam/qrTest?qrId=<script>",
      "https://m.fieldmall.example/hanam/qrTest",
      "javascript:alert(1)",
      "fieldmall://open?qrId=QR011F01",
      "//evil.example/hanam/qrTest?qrId=QR011F01",
      "WIFI:S:mall;T:WPA;P:secret;;",
      "qr011f01",
      "",
    ])
      expect(read(text), text).toEqual({ kind: "ignored" });
  });
});
