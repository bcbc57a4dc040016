import { describe, expect, it } from "vitest";
import { classifyLink, MAX_LINK_LENGTH, type RefusalReason } from "./classify-link.ts";
import { testPolicy } from "./links.fixture.ts";

const classify = (raw: string | null | undefined) => classifyLink(raw, testPolicy);

describe("classifyLink: links it follows", () => {
  it.each([
    ["/hanam/event/main", "/hanam/event/main"],
    ["/hanam/event/view?evtSeq=12#top", "/hanam/event/view?evtSeq=12#top"],
    ["/", "/"],
    ["/hanam/./event/../store", "/hanam/store"],
    ["/hanam/%EB%A7%A4%EC%9E%A5", "/hanam/%EB%A7%A4%EC%9E%A5"],
    ["https://m.fieldmall.example/hanam/event/main?x=1#y", "/hanam/event/main?x=1#y"],
    ["HTTPS://M.FIELDMALL.EXAMPLE/hanam", "/hanam"],
    ["https://m.fieldmall.example", "/"],
    ["https://m.fieldmall.example:443/hanam", "/hanam"],
  ])("routes %j internally to %j", (raw, path) => {
    expect(classify(raw)).toEqual({ kind: "internal", path });
  });

  it.each([
    ["https://www.spoint.example/mobile/mypage?chnl=FIELDMALL", "https://www.spoint.example/mobile/mypage?chnl=FIELDMALL"],
    ["https://WWW.SPOINT.EXAMPLE", "https://www.spoint.example/"],
    ["https://m.shops.example/", "https://m.shops.example/"],
    ["https://a.b.shops.example/x", "https://a.b.shops.example/x"],
  ])("opens %j outside the app", (raw, url) => {
    expect(classify(raw)).toEqual({ kind: "external", url });
  });

  it.each(["fieldmall://open?screen=coupon", "FieldMall://home", "fieldmall:home"])("hands %j to the app", (raw) => {
    expect(classify(raw)).toEqual({ kind: "app", url: raw.replace(/^fieldmall/i, "fieldmall") });
  });

  it.each([
    "tel:1600-0000",
    "tel:+82-2-1234-5678",
    "tel:0212345678",
    "mailto:privacy@mall.example",
    "mailto:help@mall.example?subject=Hi%20there",
    "TEL:1600-0000",
  ])("treats %j as a contact link", (raw) => {
    expect(classify(raw)).toEqual({ kind: "contact", url: raw.replace(/^TEL/, "tel") });
  });
});

// At least 40 hostile or unusable inputs, each with the reason it is refused.
const hostile: [string, RefusalReason][] = [
  ["javascript:alert(1)", "forbidden-scheme"],
  ["JavaScript:alert(1)", "forbidden-scheme"],
  ["javascript://m.fieldmall.example/%0aalert(1)", "forbidden-scheme"],
  ["vbscript:msgbox(1)", "forbidden-scheme"],
  ["data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "forbidden-scheme"],
  ["data:image/svg+xml,<svg/onload=alert(1)>", "forbidden-scheme"],
  ["blob:https://m.fieldmall.example/1234", "forbidden-scheme"],
  ["file:///etc/passwd", "forbidden-scheme"],
  ["about:blank", "forbidden-scheme"],
  ["view-source:https://m.fieldmall.example/", "forbidden-scheme"],
  ["java\tscript:alert(1)", "control-character"],
  ["java\nscript:alert(1)", "control-character"],
  ["java\u0000script:alert(1)", "control-character"],
  [" javascript:alert(1)", "control-character"],
  ["\u00a0/hanam", "control-character"],
  ["/hanam ", "control-character"],
  ["https://www.spoint.example/\u202eevil", "control-character"],
  ["java\u200bscript:alert(1)", "control-character"],
  ["\ufeffhttps://www.spoint.example/", "control-character"],
  ["%6Aavascript:alert(1)", "encoded-scheme"],
  ["%256Aavascript:alert(1)", "encoded-scheme"],
  ["%20javascript:alert(1)", "encoded-scheme"],
  ["&#106;avascript:alert(1)", "relative"],
  ["//evil.example/", "protocol-relative"],
  ["///evil.example/", "protocol-relative"],
  ["/\\evil.example/", "backslash"],
  ["\\\\evil.example", "backslash"],
  ["https:\\\\www.spoint.example", "backslash"],
  ["/%2F/evil.example", "protocol-relative"],
  ["/%5Cevil.example", "protocol-relative"],
  ["/%252F%252Fevil.example", "protocol-relative"],
  ["https://m.fieldmall.example//evil.example/", "protocol-relative"],
  ["/hanam/%E0%A4%A", "malformed-encoding"],
  ["hanam/event/main", "relative"],
  ["event/main", "relative"],
  ["#top", "relative"],
  ["?tab=1", "relative"],
  ["./hanam", "relative"],
  ["https://evil.example/", "host-not-listed"],
  ["https://www.spoint.example.evil.example/", "host-not-listed"],
  ["https://evilwww.spoint.example/", "host-not-listed"],
  ["https://shops.example/", "host-not-listed"],
  ["https://www.spoint.example./", "host-not-listed"],
  ["https://www.spoint.example:8443/", "host-not-listed"],
  ["https://127.0.0.1/", "host-not-listed"],
  ["https://xn--spint-9ua.example/", "host-not-listed"],
  ["http://www.spoint.example/", "insecure-http"],
  ["http://m.fieldmall.example.evil.example/", "insecure-http"],
  ["https://user@www.spoint.example/", "credentials"],
  ["https://user:pass@www.spoint.example/", "credentials"],
  ["https://@www.spoint.example/", "credentials"],
  ["https://www.spoint.example@evil.example/", "credentials"],
  ["https:www.spoint.example", "malformed"],
  ["https:/www.spoint.example", "malformed"],
  ["https:///www.spoint.example", "malformed"],
  ["https://[::1/", "malformed"],
  ["ftp://www.spoint.example/", "unknown-scheme"],
  ["intent://scan/#Intent;scheme=zxing;end", "unknown-scheme"],
  ["otherapp://open", "unknown-scheme"],
  ["fieldmall:", "malformed"],
  ["tel:", "implausible-contact"],
  ["tel:call-me", "implausible-contact"],
  ["tel:12", "implausible-contact"],
  ["mailto:", "implausible-contact"],
  ["mailto:nobody", "implausible-contact"],
  ["mailto:a@b.example?body=<script>", "implausible-contact"],
  ["", "empty"],
  [`/${"a".repeat(MAX_LINK_LENGTH)}`, "too-long"],
];

describe("classifyLink: hostile corpus", () => {
  it("has at least 40 entries", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile)("refuses %j (%s)", (raw, reason) => {
    expect(classify(raw)).toEqual({ kind: "refused", reason });
  });

  it("refuses missing values", () => {
    expect(classify(null)).toEqual({ kind: "refused", reason: "empty" });
    expect(classify(undefined)).toEqual({ kind: "refused", reason: "empty" });
  });

  it("accepts a link of exactly the maximum length", () => {
    expect(classify(`/${"a".repeat(MAX_LINK_LENGTH - 1)}`).kind).toBe("internal");
  });

  it("never treats a listed script scheme as an app", () => {
    expect(classifyLink("javascript:alert(1)", { ...testPolicy, appSchemes: ["javascript", "data"] }).kind).toBe("refused");
    expect(classifyLink("data:text/html,x", { ...testPolicy, appSchemes: ["javascript", "data"] }).kind).toBe("refused");
  });

  it("treats no absolute URL as internal when the origin is unknown", () => {
    expect(classifyLink("https://m.fieldmall.example/hanam", { ...testPolicy, origin: "" })).toEqual({ kind: "refused", reason: "host-not-listed" });
    expect(classifyLink("/hanam", { ...testPolicy, origin: "" })).toEqual({ kind: "internal", path: "/hanam" });
  });
});
