import type { FC } from "react";
import { Link } from "react-router";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { screenHrefsFor, useScreenHrefs } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { landingMessages } from "./landing.messages.ts";
import styles from "./landing-page.module.css";

/**
 * The landing pages (spec part-1 §1, §2; decision list F02): a hero with the brand's words and the
 * way onward. Suwon's teaser and /nextFieldWork (whose mall is Suwon) lead to Suwon's home; Unjeong,
 * which has no pages yet, to the entry gate. No data calls.
 */
const LandingPageScreen: FC<ScreenProps<"landingPage">> = ({ props }) => {
  const t = useMessages(landingMessages);
  const hrefs = useScreenHrefs();
  const v = props.variant;
  const onward = v === "unjeong" ? screenHrefsFor(null)("entryGate") : hrefs("brandHome");
  return (
    <section className={styles.landing} aria-labelledby="landing-title">
      <p className={styles.eyebrow} lang="en">
        {t(`landing.${v}.eyebrow`)}
      </p>
      <h1 id="landing-title" className={styles.title}>
        {t(`landing.${v}.title`)}
      </h1>
      <p className={styles.body}>{t(`landing.${v}.body`)}</p>
      {onward !== null && (
        <Link to={onward} className={styles.go}>
          {t(`landing.${v}.go`)}
        </Link>
      )}
    </section>
  );
};

export default LandingPageScreen;
