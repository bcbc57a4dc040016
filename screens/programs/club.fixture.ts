// A fake club server for the club screens' tests (only *.test.tsx import this): hanam's clubs
// OFC01 (recruiting), MOM01 (recruiting) and PET01 (closed), the member's applications by code.
import { json } from "../../engine/api/fake-fetch.fixture.ts";

type Status = "WAIT" | "CONFIRM" | "REJECT";

export const application = (club_cd: string, cnfmStat: Status = "WAIT") => ({
  aplySeq: 1,
  club_cd,
  cus_cp_name: "필드상사",
  cus_cp_addr: "하남시 미사대로 750",
  cus_img_url: `/uploads/club/${"a".repeat(32)}.png`,
  cus_img_org_nm: "card.png",
  cnfmStat,
  cnfmStatNm: { WAIT: "승인 대기", CONFIRM: "승인 완료", REJECT: "승인 거절" }[cnfmStat],
  aplyDttm: "2024-05-10 12:30:00",
});

export interface ClubServer {
  fetch: typeof fetch;
  /** Each call as "METHOD path", in order. */
  calls: string[];
  /** The multipart bodies sent to upimg.do. */
  uploads: FormData[];
  /** The form fields sent to goApply.do. */
  applies: URLSearchParams[];
}

/** The server; `applied` gives the member's applications by club code; `upload`/`apply` override those answers. */
export function clubServer(
  applied: Record<string, Status> = {},
  over: { upload?: () => Response; apply?: () => Response; event?: () => Response } = {},
): ClubServer {
  const calls: string[] = [];
  const uploads: FormData[] = [];
  const applies: URLSearchParams[] = [];
  const mine = new Map(Object.entries(applied));
  const clubs = [
    { club_cd: "MOM01", club_nm: "필드몰 하남 맘스 클럽", club_desc: "아이와 함께하는 부모 모임", recruitYn: "Y" },
    { club_cd: "OFC01", club_nm: "필드몰 하남 오피스 클럽", club_desc: "인근 직장인을 위한 점심 할인 클럽", recruitYn: "Y" },
    { club_cd: "OFC09", club_nm: "필드몰 수원 오피스 클럽", club_desc: "", recruitYn: "Y" },
    { club_cd: "PET01", club_nm: "필드몰 하남 펫 클럽", club_desc: "반려동물과 함께", recruitYn: "N" },
  ];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), "http://l");
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.pathname}${url.search}`);
    const op = url.pathname.split("/").pop();
    const q = url.searchParams;
    switch (op) {
      case "checkStatus.do": {
        const c = clubs.find((x) => x.club_cd === q.get("club_cd"));
        if (!c) return json({ message: "The club does not exist." }, 404);
        return json({ message: "success", clubList: [{ ...c, aplyYn: mine.has(c.club_cd) ? "Y" : "N" }] });
      }
      case "confirmStatus.do": {
        const cd = q.get("club_cd") ?? "";
        const s = mine.get(cd);
        return json({ message: "success", apply: s ? application(cd, s) : null });
      }
      case "upimg.do": {
        uploads.push(init?.body as FormData);
        if (over.upload) return over.upload();
        return json({ message: "success", cus_img_url: `/uploads/club/${"b".repeat(32)}.png`, cus_img_org_nm: "card.png" });
      }
      case "goApply.do": {
        const form = new URLSearchParams(String(init?.body ?? ""));
        applies.push(form);
        if (over.apply) return over.apply();
        const cd = form.get("club_cd") ?? "";
        mine.set(cd, "WAIT");
        return json({ message: "success", apply: { ...application(cd), cus_cp_name: form.get("cus_cp_name") } });
      }
      case "eventView.do":
        if (over.event) return over.event();
        return json({ message: "Not found" }, 404);
      default:
        return json({ message: "Not found" }, 404);
    }
  };
  return { fetch: fetchFn, calls, uploads, applies };
}

/** A PNG file of `size` bytes (the signature, then zeros). */
export function pngFile(size = 64, name = "card.png", type = "image/png") {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type });
}
