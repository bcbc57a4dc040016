import { clubRentalEndpoints } from "../../schemas/api/programs-club-rental.ts";
import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { programsQuery, type ProgramTab } from "../../schemas/screens/query-programs.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useServices } from "../../engine/services/services.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { ArtProjects } from "./art-projects.tsx";
import { ProgramBanners } from "./program-banners.tsx";
import { ProgramList } from "./program-list.tsx";
import { ReviewList } from "./review-list.tsx";
import { RentalList } from "./rental-list.tsx";
import { WinnerDialogButton } from "./winner-dialog-button.tsx";
import { WinnerNotices } from "./winner-notices.tsx";
import styles from "./programs.module.css";
import { programsPageMessages } from "./programs-page.messages.ts";

export const query = programsQuery;

type Props = ScreenProps<"programs">["props"];

/** The route's title (the kit's route words) for the page heading. */
function titleOf({ kind, variant, view }: Props) {
  if (view === "ended") return "route.libraryLectureEnd" as const;
  if (variant === "suwon") return kind === "library" ? ("route.lectures" as const) : ("route.shows" as const);
  return kind === "library" ? ("route.library" as const) : kind === "cityLounge" ? ("route.cityLounge" as const) : ("route.kids" as const);
}

/**
 * The program and review page (spec part-1 §2; tenant/{product}Kids, tenant/{product}Library and its
 * lecture/end, tenant/cityLounge, Suwon's kids/showList and library/lectureList): the banners, the
 * program, review and (city lounge) rental tabs kept in the URL, the theme filter, the paged list in
 * the spec's order, each program styled by its type, the winner announcements. A program opens the
 * lecture dialog over the page, or its own page where the mall has one (Suwon). The city lounge's
 * programs are the mall's kids programs (decision 2).
 */
export default function ProgramsScreen({ props }: ScreenProps<"programs">) {
  const t = useMessages(programsPageMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const { cache } = useServices();
  const hrefs = useScreenHrefs();
  const [query, setQuery] = useScreenQuery(programsQuery);
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const library = props.kind === "library";
  const ended = props.view === "ended";
  const tabs: readonly ProgramTab[] = props.kind === "cityLounge" ? ["program", "review", "rental"] : ["program", "review"];
  // An unknown tab (rental anywhere but the city lounge) falls back to the programs.
  const tab = tabs.includes(query.tab) ? query.tab : "program";
  const dataKind = library ? "library" : "kids";
  const toEnded = library && !ended ? hrefs({ screen: "programs", where: { kind: "library", view: "ended" } }) : null;
  const toWinners = hrefs({ screen: "winnerCheck", where: { kind: dataKind, view: "list" } });
  // No winner page at all (the standard malls): the winner check opens the winner dialog over this page.
  const winnersDialog = toWinners === null && hrefs({ screen: "winnerCheck", where: { kind: dataKind } }, { id: "0" }) === null;

  const programs = (
    <>
      <ProgramList library={library} ended={ended} mallPath={mallPath} thm={query.thm} onTheme={(thm) => setQuery("thm", thm)} />
      {!library && !ended && <WinnerNotices mallPath={mallPath} />}
    </>
  );
  // A new tab shows from its first page again (spec part-1 §4): its cached pages reload quietly.
  const changeTab = (next: ProgramTab) => {
    const lists = {
      program: [kidsEndpoints.kidsProgramList, libraryEndpoints.libraryLectureList],
      review: [kidsEndpoints.kidsReviews, libraryEndpoints.libraryReviews],
      rental: [clubRentalEndpoints.rentalList],
    };
    cache.invalidate(lists[next].map((e) => e.id));
    setQuery("tab", next);
  };

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit(titleOf(props))}</h1>
      {!ended && <ProgramBanners library={library} mallPath={mallPath} />}
      {(toEnded !== null || toWinners !== null || winnersDialog) && (
        <p className={styles.links}>
          {toEnded !== null && (
            <Button to={toEnded} variant="secondary" size="sm">
              {t("programs.toEnded")}
            </Button>
          )}
          {toWinners !== null && (
            <Button to={toWinners} variant="secondary" size="sm">
              {t("programs.toWinners")}
            </Button>
          )}
          {winnersDialog && <WinnerDialogButton kind={dataKind}>{t("programs.toWinners")}</WinnerDialogButton>}
        </p>
      )}
      {ended ? (
        programs
      ) : (
        <Tabs
          label={t("programs.tabs")}
          fitted
          value={tab}
          onChange={changeTab}
          items={tabs.map((id) => ({
            id,
            label: t(`programs.tab.${id}`),
            content: id === "program" ? programs : id === "review" ? <ReviewList library={library} mallPath={mallPath} /> : <RentalList />,
          }))}
        />
      )}
      {props.artProjects && !ended && <ArtProjects mallPath={mallPath} />}
    </div>
  );
}
