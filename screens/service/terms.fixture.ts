// A fake terms server for the terms viewer's tests (content.agreement): not part of the app bundle.
import { json } from "../../engine/api/fake-fetch.fixture.ts";

interface FakeVersion {
  terSeq: number;
  terVer: string;
  enfcDt: string;
}

/** Each key's versions, newest first, and the one in force. */
const VERSIONS: Readonly<Record<string, { title: string; inForce: number; versions: readonly FakeVersion[] }>> = {
  privacy: {
    title: "개인정보 처리방침",
    inForce: 3,
    versions: [
      { terSeq: 3, terVer: "Ver5.0", enfcDt: "2024-02-10" },
      { terSeq: 2, terVer: "Ver4.0", enfcDt: "2022-06-01" },
      { terSeq: 1, terVer: "Ver3.0", enfcDt: "2021-03-01" },
    ],
  },
  operation: { title: "영상정보처리기기 운영관리 방침", inForce: 12, versions: [{ terSeq: 12, terVer: "Ver2.0", enfcDt: "2023-09-01" }] },
  service: {
    title: "서비스 이용약관",
    inForce: 22,
    versions: [
      { terSeq: 22, terVer: "Ver2.0", enfcDt: "2023-06-20" },
      { terSeq: 21, terVer: "Ver1.0", enfcDt: "2022-01-01" },
    ],
  },
};

/** The body of a version: it names the mall (the call's path) and the version, in HTML the viewer must sanitize. */
export const termsBody = (mall: string, key: string, terVer: string) =>
  `<h3>제1조</h3><p>${mall} ${key} ${terVer} 본문</p><img src="x" onerror="alert(1)" alt="">`;

export interface TermsServer {
  fetch: typeof fetch;
  /** Every agreement call: the mall and key of its path and its terSeq. */
  calls: { mall: string; key: string; terSeq: string | null }[];
}

/** Answers content.agreement as the reference server does; `fail` answers every call with that status (or a dropped connection: 0). */
export function termsServer(opts: { fail?: number } = {}): TermsServer {
  const calls: TermsServer["calls"] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), "http://localhost");
    const m = /^\/api\/([^/]+)\/agreement\/([^/]+)\.do$/.exec(url.pathname);
    if (!m) return json({ message: "not found" }, 404);
    const [, mall = "", key = ""] = m;
    const terSeq = url.searchParams.get("terSeq");
    calls.push({ mall, key, terSeq });
    if (opts.fail === 0) throw new TypeError("Failed to fetch");
    if (opts.fail !== undefined) return json({ message: "error" }, opts.fail);
    const terms = VERSIONS[key];
    const chosen = terms?.versions.find((v) => v.terSeq === (terSeq === null ? terms.inForce : Number(terSeq)));
    if (!terms || !chosen) return json({ message: "Agreement detail not found" }, 404);
    return json({
      message: "success",
      detail: { terType: terms.title, terCont: termsBody(mall, key, chosen.terVer), terSeq: chosen.terSeq },
      resultList: terms.versions.map((v) => ({ ...v, terType: terms.title, terCont: termsBody(mall, key, v.terVer) })),
    });
  };
  return { fetch, calls };
}
