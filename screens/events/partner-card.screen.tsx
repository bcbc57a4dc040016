import { useState } from "react";
import { contentEndpoints } from "../../schemas/api/content.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useServices } from "../../engine/services/services.ts";
import { hideForDays, isHiddenForDays } from "../../engine/shell/hidden-for-days.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./partner-card.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventPagesMessages } from "./event-pages.messages.ts";

/** Where "don't show for 7 days" is kept (YYYYMMDD of the day it was chosen). */
export const PARTNER_DIALOG_KEY = "partnerDialogHidden";
const HIDE_DAYS = 7;

type PartnerList = "shipping" | "class";

/**
 * The partner card page (event/card, Suwon's too): an information page whose partner-list dialog
 * (the online-mall shipping brands and the class-platform partners, each with its version date)
 * opens on arrival unless the visitor chose "don't show for 7 days", and from the page's buttons.
 */
export default function PartnerCardScreen() {
  const t = useMessages(eventPagesMessages);
  const { now } = useServices();
  // Open on arrival unless hidden: read once, when the page mounts.
  const [open, setOpen] = useState<PartnerList | null>(() => (isHiddenForDays(PARTNER_DIALOG_KEY, HIDE_DAYS, now()) ? null : "shipping"));

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("partner.heading")}</h1>
      <p>{t("partner.intro")}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" block onClick={() => setOpen("shipping")}>
          {t("partner.shipping")}
        </Button>
        <Button variant="secondary" block onClick={() => setOpen("class")}>
          {t("partner.class")}
        </Button>
      </div>
      <p className={styles.note}>{t("partner.note")}</p>
      <PartnerDialog
        list={open}
        onList={setOpen}
        onClose={() => setOpen(null)}
        onHide={() => {
          hideForDays(PARTNER_DIALOG_KEY, now());
          setOpen(null);
        }}
      />
    </div>
  );
}

function PartnerDialog({
  list,
  onList,
  onClose,
  onHide,
}: {
  list: PartnerList | null;
  onList: (l: PartnerList) => void;
  onClose: () => void;
  onHide: () => void;
}) {
  const t = useMessages(eventPagesMessages);
  return (
    <Dialog
      open={list !== null}
      onClose={onClose}
      fullScreen
      showClose={false}
      title={t("partner.dialog.title")}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onHide}>
            {t("partner.dialog.hide")}
          </Button>
          <Button onClick={onClose}>{t("partner.dialog.close")}</Button>
        </div>
      }
    >
      {list !== null && (
        <Tabs
          label={t("partner.dialog.tabs")}
          fitted
          value={list}
          onChange={(id) => onList(id as PartnerList)}
          items={[
            { id: "shipping", label: t("partner.shipping.tab"), content: <ShippingBrands /> },
            { id: "class", label: t("partner.class.tab"), content: <ClassPartners /> },
          ]}
        />
      )}
    </Dialog>
  );
}

/** A version date as the list gives it (YYYY-MM-DD) shown dotted. */
const dotted = (d: string) => d.replace(/-/g, ".");

function ShippingBrands() {
  const t = useMessages(eventPagesMessages);
  const { mall } = useMall();
  const brands = useApiQuery(contentEndpoints.shippingBrands, { params: { mall: mall?.path ?? DEFAULT_MALL_PATH } });
  return (
    <QueryView state={brands} isEmpty={(d) => d.partnerList.length === 0}>
      {(d) => (
        <>
          <p className={styles.version}>{t("partner.version", { date: dotted(d.verDt), count: d.partnerList.length })}</p>
          <ol className={styles.brands}>
            {d.partnerList.map((p) => (
              <li key={p.no} value={p.no}>
                {p.bizNm}
              </li>
            ))}
          </ol>
        </>
      )}
    </QueryView>
  );
}

function ClassPartners() {
  const t = useMessages(eventPagesMessages);
  const { mall } = useMall();
  const partners = useApiQuery(contentEndpoints.classPlatform, { params: { mall: mall?.path ?? DEFAULT_MALL_PATH } });
  return (
    <QueryView state={partners} isEmpty={(d) => d.partnerList.length === 0}>
      {(d) => (
        <>
          <p className={styles.version}>{t("partner.version", { date: dotted(d.verDt), count: d.partnerList.length })}</p>
          <table className={styles.table}>
            <caption className={styles.caption}>{t("partner.class.tab")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("partner.no")}</th>
                <th scope="col">{t("partner.company")}</th>
                <th scope="col">{t("partner.trade")}</th>
              </tr>
            </thead>
            <tbody>
              {d.partnerList.map((p) => (
                <tr key={p.no}>
                  <td>{p.no}</td>
                  <td>{p.compNm}</td>
                  <td>{p.tradeNm}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </QueryView>
  );
}
