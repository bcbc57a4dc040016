import { useId, type ReactNode } from "react";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { Icon } from "../../engine/ui/icon.tsx";
import { bundle } from "../../engine/manifests/bundle.ts";
import { MallFooter } from "../../engine/shell/mall-footer.tsx";
import { QuickLinkGrid } from "./quick-link-grid.tsx";
import type { QuickLink } from "../../engine/routing/quick-links.ts";
import styles from "./mall-home.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { homeMessages } from "./home.messages.ts";

export interface MallHomeViewProps {
  mall: MallManifest;
  locale: Locale;
  quickLinks: readonly QuickLink[];
  /** What the operator runs there, loaded after first paint: the top ribbon, the main banners, the sections under the quick links (strip banners, stamp shortcut, notices), the popup. */
  ribbon?: ReactNode;
  banners?: ReactNode;
  sections?: ReactNode;
  popup?: ReactNode;
}

/**
 * The mall home: name, today's hours and quick links at first paint, and the data-slot regions
 * where the operator's top ribbon, main banners, sections and popup mount (empty slots take no space).
 */
export function MallHomeView({ mall, locale, quickLinks, ribbon, banners, sections, popup }: MallHomeViewProps) {
  const t = useMessages(homeMessages);
  const quickTitle = useId();
  return (
    <div className={styles.home}>
      {/* At least a screen high: the footer starts below the fold, so what loads above it moves nothing in view. */}
      <div className={styles.content}>
        <div data-slot="top-ribbon" className={styles.slot}>
          {ribbon}
        </div>
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
        <div data-slot="main-banners" className={styles.slot}>
          {banners}
        </div>
        {quickLinks.length > 0 && (
          <section className={styles.quick} aria-labelledby={quickTitle}>
            <h2 id={quickTitle} className={styles.sectionTitle}>
              {t("home.quickLinks.title")}
            </h2>
            <QuickLinkGrid links={quickLinks} labelledBy={quickTitle} />
          </section>
        )}
        <div data-slot="sections" className={styles.slot}>
          {sections}
        </div>
        <div data-slot="popups" className={styles.slot}>
          {popup}
        </div>
      </div>
      {/* A mall with its own site frame has the footer under every page (the shell's). */}
      {bundle.brands.footer && mall.chrome !== "site" && <MallFooter footer={bundle.brands.footer} locale={locale} />}
    </div>
  );
}

/**
 * The top ribbon's box while its banners load: the ribbon's own size (slides at 750 × 120 beside
 * the close button), so the page does not move when they arrive. Not shown when the visitor closed
 * the ribbon for today.
 */
export function RibbonPlaceholder() {
  return (
    <div className={styles.ribbon} aria-hidden="true">
      <div className={`${styles.ribbonSlides} ${styles.ribbonSlide}`} />
      <span className={styles.ribbonCloseSpace} />
    </div>
  );
}
