import { Link } from "react-router";
import { contentEndpoints } from "../../schemas/api/content.ts";
import type { EndpointResponse } from "../../schemas/api/endpoint.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHref, useScreenHrefs } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import page from "../../engine/ui/page.module.css";
import hidden from "../../engine/ui/visually-hidden.module.css";
import styles from "./notice-detail.module.css";
import shared from "./board.module.css";
import { noticeDetailMessages } from "./notice-detail.messages.ts";
import { isNotFound } from "./not-found-answer.ts";
import { PinnedBadge } from "./pinned-badge.tsx";

/** A notice id as the path carries it: a positive integer (anything else names no notice, and is not asked for). */
const NOTICE_ID = /^[1-9]\d{0,8}$/;

type NoticeView = EndpointResponse<typeof contentEndpoints.noticeView>;

/**
 * A notice (store/service/notice/{noticeId} NoticeDetail; Suwon's and Granseoul's
 * service/notice/{id}): title, date, the body as sanitized HTML, the older and newer notices and
 * the way back to the list. A malformed or unknown id is the not-found page.
 */
export default function NoticeDetailScreen({ params }: ScreenProps<"noticeDetail">) {
  const t = useMessages(noticeDetailMessages);
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const raw = params.noticeId ?? "";
  const notiSeq = NOTICE_ID.test(raw) ? Number(raw) : null;
  const view = useApiQuery(contentEndpoints.noticeView, { params: { mall: mallPath }, input: { notiSeq: notiSeq ?? 1 } }, { enabled: notiSeq !== null });
  const toList = useScreenHref("noticeList");

  if (notiSeq === null || isNotFound(view))
    return (
      <div className={page.page}>
        <EmptyState
          titleAs="h1"
          icon="service"
          title={t("noticeDetail.notFound")}
          description={t("noticeDetail.notFoundHint")}
          action={
            toList !== null && (
              <Button to={toList} variant="secondary">
                {t("noticeDetail.toList")}
              </Button>
            )
          }
        />
      </div>
    );

  return (
    <article className={page.page}>
      <QueryView state={view} isEmpty={() => false} skeleton={<LoadingPage titleId="route.notice" />}>
        {(d) => <NoticeContent data={d} />}
      </QueryView>
      {toList !== null && (
        <Button to={toList} variant="secondary" className={styles.toList}>
          {t("noticeDetail.toList")}
        </Button>
      )}
    </article>
  );
}

function NoticeContent({ data }: { data: NoticeView }) {
  const t = useMessages(noticeDetailMessages);
  const { formatShortDate } = useFormat();
  const href = useScreenHrefs();
  const { notice, prevNotice, nextNotice } = data;
  const others = [
    { label: t("noticeDetail.prev"), to: prevNotice },
    { label: t("noticeDetail.next"), to: nextNotice },
  ].flatMap(({ label, to }) => {
    const path = to === null ? null : href("noticeDetail", { noticeId: to.notiSeq });
    return to !== null && path !== null ? [{ label, path, title: to.notiTitl, key: to.notiSeq }] : [];
  });
  return (
    <>
      <header className={styles.header}>
        <h1 className={page.title}>
          {notice.fixYn === "Y" && <PinnedBadge />}
          <span lang={notice.lan}>{notice.notiTitl}</span>
        </h1>
        <p className={styles.date}>
          <span className={hidden.hidden}>{t("noticeDetail.date")} </span>
          <time dateTime={notice.regDt}>{formatShortDate(notice.regDt)}</time>
        </p>
      </header>
      <section aria-label={t("noticeDetail.body")} lang={notice.lan}>
        <SanitizedHtml html={notice.notiCont} className={shared.html} />
      </section>
      {others.length > 0 && (
        <nav aria-label={t("noticeDetail.others")}>
          <ul className={styles.others}>
            {others.map((o) => (
              <li key={o.key} className={styles.other}>
                <Link to={o.path} className={styles.otherLink}>
                  <span className={styles.otherLabel}>{o.label}</span> <span className={styles.otherTitle}>{o.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
