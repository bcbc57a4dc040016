import { AppHeader } from "../../engine/ui/app-header.tsx";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { ErrorState } from "../../engine/ui/error-state.tsx";
import { Icon } from "../../engine/ui/icon.tsx";
import { ListRow } from "../../engine/ui/list-row.tsx";
import { Skeleton, SkeletonText } from "../../engine/ui/skeleton.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import styles from "./layouts.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { layoutsMessages } from "./layouts.messages.ts";

const noop = () => {};

/** Style-guide sections for the in-page components. */
export function ComponentSections() {
  const t = useMessages(layoutsMessages);
  const tabs = (
    [
      ["car", "ui.layouts.tabCar"],
      ["bus", "ui.layouts.tabBus"],
      ["subway", "ui.layouts.tabSubway"],
    ] as const
  ).map(([id, labelId]) => {
    const label = t(labelId);
    return { id, label, content: <p>{t("ui.layouts.tabPanel", { tab: label })}</p> };
  });

  return (
    <>
      <section className={styles.section}>
        <h2>{t("ui.layouts.buttons")}</h2>
        <div className={styles.row}>
          <Button>{t("ui.layouts.primary")}</Button>
          <Button variant="secondary">{t("ui.layouts.secondary")}</Button>
          <Button variant="text">{t("ui.layouts.text")}</Button>
          <Button disabled>{t("ui.layouts.disabled")}</Button>
        </div>
        <div className={styles.row}>
          <Button size="sm" icon="coupon">
            {t("ui.layouts.small")}
          </Button>
          <Button size="lg" iconEnd="chevron" to="/layouts">
            {t("ui.layouts.large")}
          </Button>
        </div>
      </section>
      <section className={styles.section}>
        <h2>{t("ui.layouts.header")}</h2>
        <div className={styles.frame}>
          <AppHeader title={t("ui.layouts.rowTitle")} onBack={noop} onMenu={noop} />
        </div>
      </section>
      <section className={styles.section}>
        <h2>{t("ui.layouts.tabs")}</h2>
        <div className={styles.frame}>
          <Tabs items={tabs} label={t("ui.layouts.tabs")} fitted />
        </div>
      </section>
      <section className={styles.section}>
        <h2>{t("ui.layouts.list")}</h2>
        <ul className={styles.frame}>
          <ListRow title={t("ui.layouts.rowTitle")} description={t("ui.layouts.rowDescription")} leading={<Icon name="service" />} to="/layouts" />
          <ListRow title={t("ui.layouts.rowPlain")} leading={<Icon name="clock" />} trailing="10:00 – 22:00" />
        </ul>
      </section>
      <section className={styles.section}>
        <h2>{t("ui.layouts.states")}</h2>
        <div className={styles.frame}>
          <EmptyState icon="event" title={t("ui.layouts.emptySample")} />
        </div>
        <div className={styles.frame}>
          <ErrorState onRetry={noop} />
        </div>
        <div className={`${styles.frame} ${styles.padded}`} aria-busy="true">
          <Skeleton height={140} shape="block" />
          <SkeletonText lines={3} />
        </div>
      </section>
    </>
  );
}
