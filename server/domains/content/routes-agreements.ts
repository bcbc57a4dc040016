import { contentEndpoints as E } from "../../../schemas/api/content.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate } from "../../lib/kst.ts";

interface AgreementRow {
  ter_seq: number;
  ter_ver: string;
  ter_type: string;
  ter_cont: string;
  enfc_dt: string;
}

/** The spec's internal error for a missing agreement, answered as a 404. */
export const AGREEMENT_NOT_FOUND = "Agreement detail not found";

/** Every version of an agreement of a mall, newest first. */
function versionsOf(db: Db, mall: string, key: string): AgreementRow[] {
  return db
    .prepare("SELECT ter_seq, ter_ver, ter_type, ter_cont, enfc_dt FROM cnt_agreement WHERE mall = ? AND ter_key = ? ORDER BY enfc_dt DESC, ter_seq DESC")
    .all(mall, key) as AgreementRow[];
}

/** The version in force on a day (the newest already effective; the oldest when none is yet). */
function inForce(rows: AgreementRow[], today: string): AgreementRow | undefined {
  return rows.find((r) => r.enfc_dt <= today) ?? rows.at(-1);
}

const detail = (r: AgreementRow) => ({ terType: r.ter_type, terCont: r.ter_cont, terSeq: r.ter_seq });

export const agreementRoutes = [
  route(
    E.agreement,
    ({ deps, mall, params, input, now }) => {
      const rows = versionsOf(deps.db, mall.path, params.agreement);
      const chosen = input.terSeq === undefined ? inForce(rows, kstDate(now)) : rows.find((r) => r.ter_seq === input.terSeq);
      if (!chosen) throw new HttpError(404, AGREEMENT_NOT_FOUND);
      return {
        ...ok,
        detail: detail(chosen),
        resultList: rows.map((r) => ({ terSeq: r.ter_seq, terVer: r.ter_ver, terCont: r.ter_cont, terType: r.ter_type, enfcDt: r.enfc_dt })),
      };
    },
    () => ({ params: { mall: "hanam", agreement: "privacy" }, input: {} }),
  ),
  route(
    E.agreementByName,
    ({ deps, mall, input, now }) => {
      const chosen = inForce(versionsOf(deps.db, mall.path, input.nm), kstDate(now));
      if (!chosen) throw new HttpError(404, AGREEMENT_NOT_FOUND);
      return { ...ok, detail: { ...detail(chosen), terVer: chosen.ter_ver } };
    },
    () => ({ params: { mall: "centerfield" }, input: { nm: "operation" } }),
  ),
];
