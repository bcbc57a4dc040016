import { fromPromise } from "xstate";
import type { ApplyAnswer, ClubApplication, ClubImage, ClubInfo, UploadAnswer } from "../../machines/club.machine.ts";
import { clubRentalEndpoints } from "../../schemas/api/programs-club-rental.ts";
import type { EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { ApiClient } from "../../engine/api/client.ts";
import { isApiError } from "../../engine/api/errors.ts";

// The club machine's calls (machines/club.machine.ts) over the API client. The answers the page
// explains become the machine's answers (an unknown club, a refused image or application, a club
// that stopped recruiting); anything else (no answer, a 5xx, an answer that does not decode) fails
// the step.

const ep = clubRentalEndpoints;
type Apply = NonNullable<EndpointResponse<typeof ep.clubConfirmStatus>["apply"]>;

const httpStatus = (e: unknown) => (isApiError(e) && e.info.kind === "http" ? e.info.status : null);
const serverWords = (e: unknown) => {
  if (!isApiError(e) || e.info.kind !== "http") return "";
  return [e.info.message, ...e.info.fieldErrors.map((f) => `${f.field}: ${f.message}`)].filter(Boolean).join("; ");
};

const applicationOf = (a: Apply): ClubApplication => ({
  status: a.cnfmStat,
  company: a.cus_cp_name,
  address: a.cus_cp_addr,
  imageName: a.cus_img_org_nm,
  appliedAt: a.aplyDttm,
});

/** The actors for `clubMachine.provide({ actors })` in a mall. The image is the File the form chose. */
export function clubActors({ api, mall }: { api: ApiClient; mall: string }) {
  const params = { mall };
  return {
    loadClub: fromPromise<ClubInfo | null, { clubCd: string }>(async ({ input, signal }) => {
      try {
        const { clubList } = await api.call(ep.clubCheckStatus, { params, input: { club_cd: input.clubCd } }, { signal });
        const c = clubList.find((x) => x.club_cd === input.clubCd);
        return c ? { clubCd: c.club_cd, name: c.club_nm, description: c.club_desc, recruiting: c.recruitYn === "Y", applied: c.aplyYn === "Y" } : null;
      } catch (e) {
        if (httpStatus(e) === 404) return null;
        throw e;
      }
    }),
    loadApplication: fromPromise<ClubApplication | null, { clubCd: string }>(async ({ input, signal }) => {
      const { apply } = await api.call(ep.clubConfirmStatus, { params, input: { club_cd: input.clubCd } }, { signal });
      return apply === null ? null : applicationOf(apply);
    }),
    uploadImage: fromPromise<UploadAnswer, { image: ClubImage }>(async ({ input, signal }) => {
      if (!(input.image instanceof File)) throw new Error("the image is not a file");
      try {
        const answer = await api.call(ep.clubUploadImage, { params, input: { file: input.image } }, { signal });
        return { kind: "uploaded", url: answer.cus_img_url, name: answer.cus_img_org_nm };
      } catch (e) {
        const status = httpStatus(e);
        if (status === 400 || status === 413) return { kind: "refused", message: serverWords(e) };
        throw e;
      }
    }),
    applyToClub: fromPromise<ApplyAnswer, { clubCd: string; company: string; address: string; url: string; imageName: string }>(async ({ input, signal }) => {
      try {
        const { apply } = await api.call(
          ep.clubApply,
          {
            params,
            input: { club_cd: input.clubCd, cus_cp_name: input.company, cus_cp_addr: input.address, cus_img_url: input.url, cus_img_org_nm: input.imageName },
          },
          { signal },
        );
        return { kind: "applied", application: applicationOf(apply) };
      } catch (e) {
        const status = httpStatus(e);
        if (status === 409) return { kind: "closed" };
        if (status === 400) return { kind: "refused", message: serverWords(e) };
        throw e;
      }
    }),
  };
}
