// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { FIRST_ANSWERS_ID, firstAnswersElement, firstAnswersOf, readFirstAnswers } from "./first-answers.ts";

const data = {
  modules: ["screens/main/home-content.tsx"],
  answers: [{ key: "content.main k", url: "/api/hanam/main.do?lan=ko", body: { message: "success" } }],
};

describe("first answers", () => {
  it("gives each answer once, by its key, and tells when it was taken", () => {
    const first = firstAnswersOf(data);
    expect(first.modules).toEqual(["screens/main/home-content.tsx"]);
    expect(first.urls).toEqual(["/api/hanam/main.do?lan=ko"]);
    expect(first.takenAt("content.main k")).toBeUndefined();
    expect(first.take("content.main k", 5)).toEqual({ message: "success" });
    expect(first.take("content.main k", 6)).toBeUndefined();
    expect(first.takenAt("content.main k")).toBe(5);
    expect(first.take("other", 7)).toBeUndefined();
    expect(first.takenAt("other")).toBeUndefined();
  });

  it("leaves out what is malformed, and reads nothing from data of another shape", () => {
    const first = firstAnswersOf({
      modules: [1, "m"],
      answers: [{ key: 1, url: "/a", body: {} }, { key: "k", body: {} }, { key: "ok", url: "/b", body: null }, "x"],
    });
    expect(first.modules).toEqual(["m"]);
    expect(first.urls).toEqual(["/b"]);
    expect(first.take("ok", 0)).toBeNull();
    for (const odd of [null, [], "text", { answers: "no" }]) {
      expect(firstAnswersOf(odd).urls).toEqual([]);
      expect(firstAnswersOf(odd).modules).toEqual([]);
    }
  });

  it("round-trips through the HTML's data element, which no text in an answer can close", () => {
    const hostile = { ...data, answers: [{ ...data.answers[0]!, body: { message: "success", t: "</script><script>alert(1)</script>" } }] };
    const element = firstAnswersElement(hostile);
    expect(element.startsWith(`<script type="application/json" id="${FIRST_ANSWERS_ID}">`)).toBe(true);
    expect(element.slice(0, -"</script>".length)).not.toContain("</script");
    document.body.innerHTML = element;
    expect(readFirstAnswers(document)?.take("content.main k", 0)).toEqual(hostile.answers[0]?.body);
  });

  it("is null without the element or with text that is not JSON", () => {
    document.body.innerHTML = "";
    expect(readFirstAnswers(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ID}">{nope</script>`;
    expect(readFirstAnswers(document)).toBeNull();
  });
});
