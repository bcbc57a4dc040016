import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { usePagedList, type PagedList } from "../../engine/data/use-paged-list.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { Chip } from "../../engine/ui/chip.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { inSpecOrder } from "./program-order.ts";
import { programId, type ListedProgram } from "./program-model.ts";
import { ShowNotice } from "./program-parts.tsx";
import { ProgramRow } from "./program-row.tsx";
import { isShow } from "./program-type.ts";
import styles from "./programs.module.css";
import { programsPageMessages } from "./programs-page.messages.ts";

interface Props {
  library: boolean;
  /** The past programs (lecture/end): newest first, as the server lists them. */
  ended: boolean;
  mallPath: string;
  /** The theme filter from the URL (undefined: every theme). */
  thm: string | undefined;
  onTheme: (thm: string | null) => void;
}

/** The kids or library list endpoint: the two take the same input and answer the same shape (the id field aside). */
const listEndpoint = (library: boolean) => (library ? libraryEndpoints.libraryLectureList : kidsEndpoints.kidsProgramList);

/**
 * The program tab: the theme filter (the list's resultCommCodeThm), the mall's show notice where
 * shows are listed, and the paged list ("more") in the spec's order, with its empty text.
 */
export function ProgramList({ library, ended, mallPath, thm, onTheme }: Props) {
  const t = useMessages(programsPageMessages);
  const passed = ended ? "Y" : "N";
  const endpoint = listEndpoint(library) as typeof kidsEndpoints.kidsProgramList;
  const params = { mall: mallPath };
  // The themes come with every page; page 1 without a theme is the list's own first call when no
  // theme is chosen (the client's duplicate guard sends one request), and stays cached after.
  const themes = useApiQuery(endpoint, { params, input: { pageIndex: 1, thm: undefined, passed } });
  const list = usePagedList(endpoint, { params, input: { thm, passed } }) as unknown as PagedList<ListedProgram>;
  const shown = list.state.status === "success" ? list.state.data : [];
  const themeList = themes.status === "success" ? themes.data.resultCommCodeThm : [];

  return (
    <>
      {themeList.length > 0 && (
        <fieldset className={styles.themes}>
          <legend className={styles.themesLegend}>{t("programs.themes")}</legend>
          <div className={styles.chips}>
            <Chip type="radio" name="thm" checked={thm === undefined} onChange={() => onTheme(null)}>
              {t("programs.theme.all")}
            </Chip>
            {themeList.map((th) => (
              <Chip key={th.commCd} type="radio" name="thm" checked={thm === th.commCd} onChange={() => onTheme(th.commCd)}>
                {th.commCdNm}
              </Chip>
            ))}
          </div>
        </fieldset>
      )}
      {!ended && shown.some((p) => isShow(p.progTypeName)) && <ShowNotice />}
      <PagedSection
        list={list}
        label={t("programs.list")}
        empty={<EmptyState icon={library ? "library" : "kids"} title={t(ended ? "programs.ended.empty" : "programs.empty")} />}
      >
        {(programs) => (
          <ul className={styles.rows}>
            {(ended ? programs : inSpecOrder(programs)).map((p) => (
              <ProgramRow key={programId(p)} program={p} />
            ))}
          </ul>
        )}
      </PagedSection>
    </>
  );
}
