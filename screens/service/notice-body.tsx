import { contentEndpoints } from "../../schemas/api/content.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import styles from "./board.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { boardMessages } from "./board.messages.ts";
import { isNotFound } from "./not-found-answer.ts";

/**
 * A notice's body opened in its row (Centerfield, which mounts no notice page: decision 15): loaded
 * on the first open, sanitized; a notice gone since the list loaded says so, a failure offers retry.
 */
export function NoticeBody({ mallPath, notiSeq }: { mallPath: string; notiSeq: number }) {
  const t = useMessages(boardMessages);
  const view = useApiQuery(contentEndpoints.noticeView, { params: { mall: mallPath }, input: { notiSeq } });
  if (isNotFound(view)) return <p className={styles.note}>{t("board.body.notFound")}</p>;
  return (
    <QueryView state={view} isEmpty={() => false}>
      {(d) => <SanitizedHtml html={d.notice.notiCont} className={styles.html} />}
    </QueryView>
  );
}
