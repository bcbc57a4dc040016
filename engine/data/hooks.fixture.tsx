// Test helpers of the data kit (imported by its tests only).
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import * as z from "zod/mini";
import { mallParams, okMessage, paginationInfoSchema } from "../../schemas/api/common.ts";
import { endpoint } from "../../schemas/api/endpoint.ts";
import { sourceMessages } from "../i18n/catalogs.ts";
import { ServicesContext, type Services } from "../services/services.ts";

/** A GET list endpoint with paging, as the catalogue's list calls look. */
export const pagedEp = endpoint({
  id: "test.paged",
  method: "GET",
  path: "/api/:mall/test/paged.do",
  params: mallParams,
  input: z.object({ pageIndex: z.number().check(z.int(), z.gte(1)), tab: z.optional(z.string()) }),
  response: z.object({ message: okMessage, rows: z.array(z.object({ id: z.number() })), paginationInfo: paginationInfoSchema }),
  summary: "a paged list",
  page: { items: "rows" },
});

/** A page of pagedEp's answer: ids (page-1)*2+1 and +2, out of `total` pages. */
export function pageBody(page: number, total: number) {
  return {
    message: "success",
    rows: [{ id: (page - 1) * 2 + 1 }, { id: (page - 1) * 2 + 2 }],
    paginationInfo: { currentPageNo: page, recordCountPerPage: 2, totalRecordCount: total * 2, totalPageCount: total },
  };
}

/** The page index a request asked for. */
export const pageOfUrl = (url: string) => Number(new URL(url, "http://localhost").searchParams.get("pageIndex"));

/** Renders with the app's Korean messages, the services and a memory router (a missing message throws). */
export function renderWithServices(ui: ReactElement, services: Services, path = "/hanam"): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <IntlProvider
        locale="ko"
        defaultLocale="ko"
        messages={sourceMessages("ko")}
        onError={(error) => {
          throw error;
        }}
      >
        <ServicesContext.Provider value={services}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ServicesContext.Provider>
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
