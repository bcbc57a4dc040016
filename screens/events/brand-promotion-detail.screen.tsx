import { Link } from "react-router";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { evtSeqField } from "../../schemas/api/event-fields.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import page from "../../engine/ui/page.module.css";
import hidden from "../../engine/ui/visually-hidden.module.css";
import { eventPeriod } from "./event-period.ts";
import styles from "./event-detail.module.css";
import { NotFoundPage } from "./not-found-page.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { brandPromotionMessages } from "./brand-promotion.messages.ts";
import { eventWordsMessages } from "./event-words.messages.ts";

/** A brand promotion (event/brandPromotion/{eventId}, Suwon's /{id}): the store, its floor, the period, the body. */
export default function BrandPromotionDetailScreen({ params }: ScreenProps<"brandPromotionDetail">) {
  const t = useMessages(brandPromotionMessages, eventWordsMessages);
  const { mall, locale } = useMall();
  const { formatShortDate } = useFormat();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const raw = params.eventId ?? params.id ?? "";
  const evtSeq = evtSeqField.safeParse(raw).success ? raw : null;
  const detail = useApiQuery(
    eventsEndpoints.brandPromotionView,
    { params: { mall: mallPath }, input: { evt_seq: evtSeq ?? "" } },
    { enabled: evtSeq !== null },
  );
  const toList = useScreenHref("brandPromotionList");
  const notFound = evtSeq === null || (detail.status === "error" && detail.error.info.kind === "http" && detail.error.info.status === 404);

  if (notFound) return <NotFoundPage title={t("brand.notFound")} icon="event" to={toList} toLabel={t("brand.toList")} />;

  return (
    <article className={page.page}>
      <QueryView state={detail} skeleton={<LoadingPage titleId="route.brandPromotion" />}>
        {({ brandPromotion: p }) => {
          const period = eventPeriod(p, formatShortDate);
          return (
            <>
              <img className={styles.hero} src={p.mobi_app_img1_uri} alt="" width={640} height={360} />
              <header className={styles.header}>
                <p className={styles.period}>{[locale === "en" && p.tnt_nm_en ? p.tnt_nm_en : p.tnt_nm_ko, p.fl].filter(Boolean).join(" · ")}</p>
                <h1 className={page.title}>{p.evt_titl}</h1>
                {period !== null && (
                  <p className={styles.period}>
                    <span className={styles.periodLabel}>{t("events.period")}</span> {period}
                  </p>
                )}
              </header>
              {p.evtStat === "end" && (
                <p className={styles.ended} role="note">
                  {t("brand.ended")}
                </p>
              )}
              <section aria-labelledby={`body-${p.evt_seq}`} className={styles.body}>
                <h2 id={`body-${p.evt_seq}`} className={hidden.hidden}>
                  {t("brand.body")}
                </h2>
                <SanitizedHtml html={p.evt_cont} />
              </section>
            </>
          );
        }}
      </QueryView>
      {toList !== null && (
        <Link to={toList} className={styles.toList}>
          {t("brand.toList")}
        </Link>
      )}
    </article>
  );
}
