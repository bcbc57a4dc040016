import { useId } from "react";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { Icon } from "../../engine/ui/icon.tsx";
import { QuickLinkGrid } from "./quick-link-grid.tsx";
import type { QuickLink } from "../../engine/routing/quick-links.ts";
import styles from "./mall-home.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { homeMessages } from "./home.messages.ts";

export interface MallHomeViewProps {
  mall: MallManifest;
  locale: Locale;
  quickLinks: readonly QuickLink[];
}

/**
 * The mall home. The data-slot regions are where the top ribbon, the main banners and the main
 * popups mount once those features exist; they render nothing (and take no space) until then.
 */
export function MallHomeView({ mall, locale, quickLinks }: MallHomeViewProps) {
  const t = useMessages(homeMessages);
  const quickTitle = useId();
  return (
    <div className={styles.home}>
      <div data-slot="top-ribbon" className={styles.slot} />
      <header className={styles.intro}>
        {locale !== "en" && (
          <p className={styles.eyebrow} lang="en">
            {mall.name.en}
          </p>
        )}
        <h1 className={styles.name}>{mall.name[locale]}</h1>
        <p className={styles.hours}>
          <Icon name="clock" size={18} className={styles.hoursIcon} />
          <span className={styles.hoursLabel}>{t("home.hours.today")}</span>
          <span className={styles.hoursRange}>
            {t.rich("home.hours.range", {
              open: <time dateTime={mall.hours.open}>{mall.hours.open}</time>,
              close: <time dateTime={mall.hours.close}>{mall.hours.close}</time>,
            })}
          </span>
        </p>
      </header>
      <div data-slot="main-banners" className={styles.slot} />
      {quickLinks.length > 0 && (
        <section className={styles.quick} aria-labelledby={quickTitle}>
          <h2 id={quickTitle} className={styles.sectionTitle}>
            {t("home.quickLinks.title")}
          </h2>
          <QuickLinkGrid links={quickLinks} labelledBy={quickTitle} />
        </section>
      )}
      <div data-slot="popups" className={styles.slot} />
    </div>
  );
}
