import { describe, expect, it } from "vitest";
import { formEp, jsonEp } from "./endpoints.fixture.ts";
import { encodeBody } from "./body.ts";

describe("encodeBody", () => {
  it("sends a form input carrying a file as multipart, the file as a part and the other fields as text, with no content type of its own", () => {
    const file = new File([Uint8Array.from([1, 2, 3])], "card.png", { type: "image/png" });
    const encoded = encodeBody(formEp, { file, n: 2, skip: undefined });
    expect(encoded?.contentType).toBeNull();
    const form = encoded?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get("file") as File).name).toBe("card.png");
    expect(form.get("n")).toBe("2");
    expect(form.has("skip")).toBe(false);
  });

  it("keeps a form input without a file form-encoded, and JSON as JSON", () => {
    expect(encodeBody(formEp, { a: "x y" })).toEqual({ body: "a=x+y", contentType: "application/x-www-form-urlencoded;charset=UTF-8" });
    expect(encodeBody(jsonEp, { a: 1 })).toEqual({ body: '{"a":1}', contentType: "application/json" });
  });
});
