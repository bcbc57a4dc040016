import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { BannerCarousel } from "../../engine/ui/banner-carousel.tsx";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { asKitBanner } from "./program-banners.tsx";
import facts from "./lecture-dialog.module.css";
import styles from "./program-intro.module.css";
import { programIntroMessages } from "./program-intro.messages.ts";

const OFFERS = {
  kids: ["intro.kids.offer.shows", "intro.kids.offer.classes", "intro.kids.offer.events"],
  library: ["intro.library.offer.lectures", "intro.library.offer.clubs", "intro.library.offer.concerts"],
} as const;

/**
 * Suwon's intros (kids/intro, library/intro; spec part-2 §2.3 names the routes only): the kids
 * space or the library in a few lines (place, the mall's hours, who it is for, what it offers),
 * its banners (the kids or library mainBanner.do, decision 5; the lead line stands in without
 * them), and links by screen id to its program list, reviews, winner list and review videos
 * (a link shows where the mall mounts its screen).
 */
export default function ProgramIntroScreen({ props }: ScreenProps<"programIntro">) {
  const t = useMessages(programIntroMessages);
  const kit = useKitWords();
  const hrefs = useScreenHrefs();
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const kind = props.kind === "library" ? "library" : "kids";
  const endpoint = kind === "library" ? libraryEndpoints.libraryMainBanner : kidsEndpoints.kidsMainBanner;
  const banners = useApiQuery(endpoint, { params: { mall: mallPath } });
  const shown = banners.status === "success" ? banners.data.bannerList.map((b) => asKitBanner(b, mallPath)) : [];
  const list = { screen: "programs", where: { kind, variant: "suwon" } } as const;
  const links = [
    [kind === "library" ? "intro.link.lectures" : "intro.link.shows", hrefs(list)],
    ["intro.link.reviews", hrefs(list, undefined, { tab: "review" })],
    ["intro.link.winners", hrefs({ screen: "winnerCheck", where: { kind, view: "list" } })],
    ["intro.link.videos", kind === "library" ? hrefs("reviewVideos") : null],
  ] as const;

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit(kind === "library" ? "route.library" : "route.kids")}</h1>
      {shown.length > 0 ? (
        <section className={page.section} aria-labelledby="intro-news">
          <h2 id="intro-news" className={page.subheading}>
            {t("intro.news")}
          </h2>
          <BannerCarousel className={styles.banners} banners={shown} label={t("intro.banners")} />
        </section>
      ) : (
        <p className={styles.lead} data-kind={kind}>
          {t(`intro.${kind}.lead`)}
        </p>
      )}
      <section className={page.section} aria-labelledby="intro-about">
        <h2 id="intro-about" className={page.subheading}>
          {t("intro.about")}
        </h2>
        <p className={styles.text}>{t(`intro.${kind}.about`)}</p>
        <dl className={facts.facts} aria-label={t("intro.facts")}>
          <div className={facts.fact}>
            <dt>{t("intro.place")}</dt>
            <dd>{t(`intro.${kind}.place`)}</dd>
          </div>
          {mall && (
            <div className={facts.fact}>
              <dt>{t("intro.hours")}</dt>
              <dd>{t("intro.hoursValue", { open: mall.hours.open, close: mall.hours.close })}</dd>
            </div>
          )}
          <div className={facts.fact}>
            <dt>{t("intro.target")}</dt>
            <dd>{t(`intro.${kind}.target`)}</dd>
          </div>
        </dl>
      </section>
      <section className={page.section} aria-labelledby="intro-offers">
        <h2 id="intro-offers" className={page.subheading}>
          {t("intro.offers")}
        </h2>
        <ul className={styles.offers}>
          {OFFERS[kind].map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </section>
      <nav aria-label={t("intro.links")}>
        <ul className={styles.links}>
          {links.map(([word, to]) =>
            to === null ? null : (
              <li key={word}>
                <Button to={to} variant={word === links[0][0] ? "primary" : "secondary"} block>
                  {t(word)}
                </Button>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
