// Fake art project answers for the art project tests (only *.test.tsx import this).
import { json } from "../../engine/api/fake-fetch.fixture.ts";

/** An art project as artProjectList.do answers it; artProject.do adds contHtml. */
export const artProject = (n: number) => ({
  contSeq: n,
  titl: `빛의 정원 ${n}`,
  artistNm: `작가 ${n}`,
  plc: "B1 라이브러리 갤러리",
  strtDt: "2024-05-01",
  endDt: "2024-06-30",
  imgMobUrl: `/images/seed/programs/art-${n}.svg`,
});

/**
 * Answers the art project calls (projects 1 to `total`, 2 a page; an unknown id 404, an unreadable
 * one 400 as the server does) and passes every other call to `rest`.
 */
export function artServer(total = 3, rest: typeof fetch = async () => json({ message: "Not found" }, 404)) {
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), "http://l");
    const q = url.searchParams;
    if (url.pathname.endsWith("/fieldLibrary/artProjectList.do")) {
      calls.push(`${url.pathname}${url.search}`);
      const page = Number(q.get("pageIndex"));
      const rows = Array.from({ length: total }, (_, i) => artProject(i + 1)).slice((page - 1) * 2, page * 2);
      const info = { currentPageNo: page, recordCountPerPage: 2, totalRecordCount: total, totalPageCount: Math.max(1, Math.ceil(total / 2)) };
      return json({ message: "success", artProjectList: rows, paginationInfo: info });
    }
    if (url.pathname.endsWith("/fieldLibrary/artProject.do")) {
      calls.push(`${url.pathname}${url.search}`);
      const seq = Number(q.get("contSeq"));
      if (!Number.isInteger(seq) || seq < 1) return json({ message: "contSeq: must be an integer of at least 1" }, 400);
      if (seq > total) return json({ message: "The art project does not exist." }, 404);
      const html = `<p>작품 소개 ${seq}</p><img src="/x.svg" alt="작품" onerror="window.__artOnerror = true"><script>window.__artRan = true</script>`;
      return json({ message: "success", artProject: { ...artProject(seq), contHtml: html } });
    }
    return rest(input, init);
  };
  return { fetch: fetchFn, calls };
}
