import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { clubRentalEndpoints } from "../../schemas/api/programs-club-rental.ts";
import { rentalQuery } from "../../schemas/screens/query-program-apply.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useServices } from "../../engine/services/services.ts";
import { askToLogIn } from "../../engine/session/login-prompt.ts";
import { loginWithReturn } from "../../engine/session/mall-paths.ts";
import { sessionMessages } from "../../engine/session/session.messages.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import { joinStateOf } from "./join-state.ts";
import { StateBadge } from "./program-parts.tsx";
import { RentalApplyForm, type Rental } from "./rental-apply-form.tsx";
import { WinnerNotices } from "./winner-notices.tsx";
import programStyles from "./programs.module.css";
import styles from "./rental.module.css";
import { programWordsMessages } from "./program-words.messages.ts";
import { rentalMessages } from "./rental.messages.ts";

/**
 * The city-lounge rentals (F43; tenant/cityLounge/toRental, and the city lounge's rental tab, decision
 * 2): the rentals from today on (rnt/rntList.do, 10 a page with "more"), each with its join button by
 * the programs' time rule (join-state.ts: a rental carries the same window fields), the rental
 * winner notices, and the application of the rental named in ?rental= in the list's place, for a
 * member; a visitor who taps apply gets the login prompt and comes back to that form.
 */
export function RentalList() {
  const t = useMessages(rentalMessages);
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const [q, setQuery] = useScreenQuery(rentalQuery);
  const { status } = useSession();
  const list = usePagedList(clubRentalEndpoints.rentalList, { params: { mall: mallPath } });
  const rows = list.state.status === "success" ? list.state.data : [];
  const chosen = q.rental === undefined ? null : (rows.find((r) => r.rntSeq === q.rental) ?? null);
  const { now } = useFormat();
  // Stable while the page's URL stays: a tap on "more" leaves the rows alone.
  const renderRows = useCallback(
    (rentals: readonly Rental[]) => (
      <ul className={programStyles.rows}>
        {rentals.map((r) => (
          <RentalRow key={r.rntSeq} rental={r} onApply={() => setQuery("rental", r.rntSeq)} />
        ))}
      </ul>
    ),
    [setQuery],
  );
  const open = chosen !== null && joinStateOf(chosen, now()) === "open" && status === "member";
  if (open) return <RentalApplyForm key={chosen.rntSeq} rental={chosen} onClose={() => setQuery("rental", null)} />;
  // A rental named in the address that the list no longer offers open: said, with the list.
  const gone = q.rental !== undefined && list.state.status === "success" && (chosen === null || joinStateOf(chosen, now()) !== "open");
  return (
    <>
      {gone && (
        <p role="status" className={programStyles.rowMeta}>
          {t("rental.gone")}
        </p>
      )}
      <PagedSection list={list} label={t("rental.list")} empty={<EmptyState icon="lounge" title={t("rental.empty")} />}>
        {renderRows}
      </PagedSection>
      <WinnerNotices mallPath={mallPath} endpoint={clubRentalEndpoints.rentalWinnerNotices} />
    </>
  );
}

/** A rental: its picture, title, day and hours, place and capacity, and its join button by time. */
function RentalRow({ rental: r, onApply }: { rental: Rental; onApply: () => void }) {
  const t = useMessages(rentalMessages);
  const words = useMessages(programWordsMessages);
  const session = useMessages(sessionMessages);
  const { formatShortDate, formatRound, now, isEmptyValue } = useFormat();
  const { dialogs } = useServices();
  const { status } = useSession();
  const { mall } = useMall();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = joinStateOf(r, now());
  const apply = async () => {
    if (status === "member") return onApply();
    // A visitor logs in first and comes back to this rental's form.
    if (!(await askToLogIn(dialogs, session))) return;
    const next = new URLSearchParams(search);
    next.set("rental", r.rntSeq);
    void navigate(loginWithReturn(mall, `${pathname}?${next.toString()}`));
  };
  return (
    <li className={programStyles.row}>
      <div className={styles.facts}>
        {!isEmptyValue(r.imgMobUrl) && <img className={programStyles.thumb} src={r.imgMobUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />}
        <div className={programStyles.rowText}>
          <span className={programStyles.rowTitle}>{r.rntTitl}</span>
          <span className={programStyles.rowMeta}>
            <time dateTime={r.rntDt}>{formatShortDate(r.rntDt)}</time> {t("rental.time", { start: formatRound(r.rntStrtHm), end: formatRound(r.rntEndHm) })}
          </span>
          <span className={programStyles.rowMeta}>
            {r.rntPlc} · {t("rental.capacity", { count: r.capacity })}
          </span>
          {state !== null && <StateBadge state={state} joinStrtDttm={r.joinStrtDttm} />}
        </div>
      </div>
      {state !== null && (
        <div className={styles.action}>
          {state === "open" ? (
            <Button block onClick={() => void apply()}>
              {t("rental.apply")}
              <VisuallyHidden>{` ${r.rntTitl}`}</VisuallyHidden>
            </Button>
          ) : state === "upcoming" ? (
            <Button block disabled>
              {words("program.state.upcoming", { date: formatShortDate(r.joinStrtDttm) })}
            </Button>
          ) : (
            // Closed early, ended, or waiting for or past its draw (the badge says which).
            <Button block disabled>
              {words("program.state.closed")}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
