import { useMemo, type FC } from "react";
import { Link } from "react-router";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { bundle } from "../../engine/manifests/bundle.ts";
import { listedBranches } from "../../engine/manifests/branches.ts";
import { mallVisit } from "../../engine/manifests/visit.ts";
import { mallHref, useScreenHrefs } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Carousel } from "../../engine/ui/carousel.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { Icon } from "../../engine/ui/icon.tsx";
import { useMediaQuery } from "../../engine/ui/use-media-query.ts";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import { introMessages } from "./intro.messages.ts";
import styles from "./mall-intro.module.css";

/** The intro gallery's timing (spec part-1 §9, part-2 §9): a slide every 5 s. */
export const INTRO_AUTOPLAY_MS = 5000;
const INTRO_SPEED_MS = 500;
/** Wide screens are offered the desktop shops site, phones the mobile one (as on the entry gate). */
const SHOPS_WIDE_QUERY = "(min-width: 768px)";

type Slide = "welcome" | "visit" | "branches";

/**
 * The intro gallery (intro, detourIntro, introTest, /centerfield/intro; spec part-1 §1, §9): the
 * mall's slides from its manifest (welcome with its hours, the way there (its visit data), the group's branches),
 * playing every 5 s, pausing while touched and for reduced motion, then ENTER to the mall's home
 * (its brand home, else Main). A mall with a shops site also offers it. No data calls.
 */
const MallIntroScreen: FC<ScreenProps<"mallIntro">> = ({ props }) => {
  const t = useMessages(introMessages);
  const { mall, locale } = useMall();
  const hrefs = useScreenHrefs();
  const wide = useMediaQuery(SHOPS_WIDE_QUERY);
  const branches = useMemo(() => listedBranches(bundle), []);
  if (!mall) return <EmptyState title={t("intro.gallery", { name: "" })} titleAs="h1" />;
  const name = mall.name[locale];
  const slides: Slide[] = ["welcome"];
  if (mallVisit(mall.path)) slides.push("visit");
  if (branches.length > 1) slides.push("branches");
  // A brand home where the route set mounts one (cfMain), else the mall's Main at its base path.
  const home = hrefs("brandHome") ?? mallHref(mall);
  const shops = mall.shopsSite ? (wide ? mall.shopsSite.desktop : mall.shopsSite.mobile) : undefined;

  return (
    <section className={styles.intro} aria-labelledby="intro-title" data-variant={props.variant}>
      <header className={styles.head}>
        {locale !== "en" && (
          <p className={styles.eyebrow} lang="en">
            {mall.name.en}
          </p>
        )}
        <h1 id="intro-title" className={styles.title}>
          {name}
        </h1>
        {props.test && <p className={styles.test}>{t("intro.test")}</p>}
      </header>
      <Carousel
        items={slides}
        label={t("intro.gallery", { name })}
        itemKey={(s) => s}
        autoplayMs={INTRO_AUTOPLAY_MS}
        speedMs={INTRO_SPEED_MS}
        slideClassName={styles.slide}
        renderSlide={(s) => <IntroSlide slide={s} mall={mall} locale={locale} branches={branches} />}
      />
      <div className={styles.actions}>
        <Link className={styles.enter} to={home}>
          <span lang="en">{t("intro.enter")}</span>
          <VisuallyHidden>{t("intro.enter.label", { name })}</VisuallyHidden>
          <Icon name="chevron" size={18} />
        </Link>
        {shops && (
          <a className={styles.shops} href={shops} target="_blank" rel="noopener noreferrer">
            {t("intro.shops")}
            <VisuallyHidden>{t("intro.newWindow")}</VisuallyHidden>
          </a>
        )}
      </div>
    </section>
  );
};

interface SlideProps {
  slide: Slide;
  mall: MallManifest;
  locale: Locale;
  branches: readonly MallManifest[];
}

/** One slide of the gallery (exported for its test). */
export function IntroSlide({ slide, mall, locale, branches }: SlideProps) {
  const t = useMessages(introMessages);
  const name = mall.name[locale];
  const visit = mallVisit(mall.path);
  if (slide === "welcome") {
    const image = mall.gate?.image ?? visit?.map;
    return (
      <div className={styles.card}>
        {image && <img className={styles.image} src={image} alt="" width={320} height={200} decoding="async" />}
        <h2 className={styles.cardTitle}>{t("intro.welcome.title", { name })}</h2>
        <p className={styles.line}>{t("intro.welcome.hours", { open: mall.hours.open, close: mall.hours.close })}</p>
      </div>
    );
  }
  if (slide === "visit" && visit) {
    return (
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t("intro.visit.title")}</h2>
        <p className={styles.line}>
          <Icon name="directions" size={18} /> {visit.address[locale]}
        </p>
        <p className={styles.line}>{t("intro.visit.phone", { phone: visit.phone })}</p>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <h2 className={styles.cardTitle}>{t("intro.branches.title")}</h2>
      <ul className={styles.branches}>
        {branches.map((b) => (
          <li key={b.path}>
            {b.path === mall.path ? (
              <span className={styles.here} aria-current="page">
                {b.name[locale]} <span className={styles.hereMark}>{t("intro.branches.here")}</span>
              </span>
            ) : (
              <Link className={styles.branch} to={mallHref(b)}>
                {b.name[locale]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default MallIntroScreen;
