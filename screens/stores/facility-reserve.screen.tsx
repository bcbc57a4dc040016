import { useId } from "react";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { WaitingSpots } from "./waiting-spots.tsx";
import styles from "./dining.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { diningMessages } from "./dining.messages.ts";

/**
 * Suwon's facility reservation (tenant/facilityReserve). The spec names no booking; the only
 * booking-like service is the queue (waiting) service, whose groups are the malls' dining areas:
 * the page is the mall's waiting list, registered through the server's proxy.
 */
export default function FacilityReserveScreen() {
  const t = useMessages(diningMessages);
  const { mall, locale } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const headingId = useId();
  const dining = useScreenHref({ screen: "cafeDining", where: { tab: "main" } });
  const mallName = mall ? (locale === "en" ? mall.name.en : mall.name.ko) : "";
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("waiting.facility.heading")}</h1>
      <p className={styles.note}>{t("waiting.facility.intro", { mall: mallName })}</p>
      <section className={page.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={page.subheading}>
          {t("waiting.list")}
        </h2>
        <WaitingSpots mallPath={mallPath} labelledBy={headingId} />
      </section>
      {dining !== null && (
        <Button variant="secondary" block to={dining}>
          {t("waiting.facility.dining")}
        </Button>
      )}
    </div>
  );
}
