import { Fragment } from "react";
import { contentEndpoints } from "../../schemas/api/content.ts";
import type { EndpointResponse } from "../../schemas/api/endpoint.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { Dialog } from "../../engine/ui/dialog.tsx";
import styles from "./exhibitions.module.css";
import shared from "./board.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { exhibitionsMessages } from "./exhibitions.messages.ts";
import { isNotFound } from "./not-found-answer.ts";

type Exhibition = EndpointResponse<typeof contentEndpoints.exhView>["exhibition"];

/**
 * An exhibition in the kit's dialog (there is no detail route): its image, dates, place, hours, fee
 * and the text as sanitized HTML. It loads with the first tap on a card; closing (×, Escape, the
 * backdrop) gives the focus back to the card.
 */
export function ExhibitionDialog({ mallPath, exhSeq, onClose }: { mallPath: string; exhSeq: number; onClose: () => void }) {
  const t = useMessages(exhibitionsMessages);
  const view = useApiQuery(contentEndpoints.exhView, { params: { mall: mallPath }, input: { exhSeq } });
  const title = view.status === "success" ? view.data.exhibition.exhTitl : t("exh.detail");
  return (
    <Dialog open onClose={onClose} title={title}>
      {isNotFound(view) ? (
        <p>{t("exh.notFound")}</p>
      ) : (
        <QueryView state={view} isEmpty={() => false}>
          {(d) => <ExhibitionDetail exhibition={d.exhibition} />}
        </QueryView>
      )}
    </Dialog>
  );
}

function ExhibitionDetail({ exhibition: e }: { exhibition: Exhibition }) {
  const t = useMessages(exhibitionsMessages);
  const { formatShortDate } = useFormat();
  const facts = [
    { term: t("exh.detail.period"), value: t("exh.period", { from: formatShortDate(e.exhStrtDt), to: formatShortDate(e.exhEndDt) }) },
    { term: t("exh.detail.place"), value: e.exhPlc },
    { term: t("exh.detail.hours"), value: e.opnHr },
    { term: t("exh.detail.fee"), value: e.fee },
  ].filter((f) => f.value.trim() !== "");
  return (
    <div className={styles.detail}>
      <img className={styles.cardImage} src={e.imgMobUri} alt="" width={640} height={360} />
      <dl className={styles.facts}>
        {facts.map((f) => (
          <Fragment key={f.term}>
            <dt>{f.term}</dt>
            <dd>{f.value}</dd>
          </Fragment>
        ))}
      </dl>
      <SanitizedHtml html={e.exhCont} className={shared.html} />
    </div>
  );
}
