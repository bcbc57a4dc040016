import { eventsEndpoints } from "../../schemas/api/events.ts";
import { isApiError } from "../../engine/api/errors.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./club.module.css";
import { clubMessages } from "./club.messages.ts";

/** An event id as the path carries it (the contract's evt_seq rule); anything else names no event and is not asked for. */
const EVENT_ID = /^[A-Za-z0-9]{1,20}$/;

/**
 * The hand-over from a club event (anseongClubBridge/{eventId}; decision 12: mounted where the mall
 * has the club feature, whatever its name says): the event's title, a word on the club, and the way
 * to the mall's club page. An unknown or malformed event id says so and still offers the club.
 */
export default function ClubBridgeScreen({ params }: ScreenProps<"clubBridge">) {
  const t = useMessages(clubMessages);
  const { mall } = useMall();
  const raw = params.eventId ?? "";
  const evtSeq = EVENT_ID.test(raw) ? raw : null;
  const event = useApiQuery(
    eventsEndpoints.view,
    { params: { mall: mall?.path ?? DEFAULT_MALL_PATH }, input: { evt_seq: evtSeq ?? "" } },
    { enabled: evtSeq !== null },
  );
  const toClub = useScreenHref({ screen: "clubJoin", where: { variant: "standard" } });
  const go =
    toClub === null ? null : (
      <Button to={toClub} block>
        {t("club.bridge.go")}
      </Button>
    );
  const notFound =
    evtSeq === null || (event.status === "error" && isApiError(event.error) && event.error.info.kind === "http" && event.error.info.status === 404);

  if (notFound)
    return (
      <div className={page.page}>
        <EmptyState titleAs="h1" icon="event" title={t("club.bridge.notFound")} action={go ?? undefined} />
      </div>
    );
  return (
    <div className={page.page}>
      <QueryView state={event} isEmpty={() => false} skeleton={<LoadingPage titleId="route.club" />}>
        {(d) => (
          <div className={styles.visitor}>
            <h1 className={page.title}>{d.eventView.evt_titl}</h1>
            <p>{t("club.bridge.text")}</p>
            {go}
          </div>
        )}
      </QueryView>
    </div>
  );
}
