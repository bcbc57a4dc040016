import { useId } from "react";
import { Link } from "react-router";
import type { SiteFact } from "../../schemas/mall-visit.ts";
import { hoursToday, upcomingClosedDays } from "../../engine/format/mall-hours.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { mallVisit } from "../../engine/manifests/visit.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { MallContact } from "./mall-contact.tsx";
import styles from "./visit-info.module.css";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages, type Translate } from "../../engine/i18n/use-messages.ts";
import type { IdOf } from "../../engine/i18n/words.ts";
import { storeAboutMessages } from "./store-about.messages.ts";

function factText(t: Translate<IdOf<typeof storeAboutMessages>>, fact: SiteFact): string {
  switch (fact.kind) {
    case "freeParking":
      return t("about.fact.freeParking");
    case "restaurants":
      return t("about.fact.restaurants", { count: fact.count });
    case "tower":
      return t("about.fact.tower", { metres: fact.metres });
    case "eventDays":
      return t("about.fact.eventDays", { days: fact.days });
  }
}

/**
 * About the mall (standard store/about; Centerfield about; Suwon and Granseoul store/about): today's
 * hours from the manifest (closed on a closed day), the regular hours and the coming closed days,
 * the address, the phone as a call link and the site facts; links to directions and parking.
 * Everything comes from the manifest: the page makes no call.
 */
export default function StoreAboutScreen() {
  const t = useMessages(storeAboutMessages);
  const kit = useKitWords();
  const format = useFormat();
  const { mall, locale } = useMall();
  const ids = { hours: useId(), facts: useId() };
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const visit = mallVisit(mallPath);
  const hours = { open: mall?.hours.open ?? "10:00", close: mall?.hours.close ?? "22:00", closedDays: visit?.closedDays };
  const now = format.now();
  const today = hoursToday(hours, now);
  const closedDays = upcomingClosedDays(hours, now);
  const time = (hm: string) => <time dateTime={hm}>{hm}</time>;
  const href = useScreenHrefs();
  const paths = { directions: href("directions"), parking: href({ screen: "parkingInfo", where: { view: "info" } }) };
  const features = mall?.features ?? [];

  return (
    <div className={page.page}>
      <h1 className={page.title}>{mall ? mall.name[locale] : kit("route.about")}</h1>
      <section className={page.card} aria-labelledby={ids.hours}>
        <h2 id={ids.hours} className={page.subheading}>
          {t("about.hours.title")}
        </h2>
        <p className={styles.today} data-testid="hours-today">
          {today.kind === "closed" ? t("about.hours.closedToday") : t.rich("about.hours.today", { open: time(today.open), close: time(today.close) })}
        </p>
        <p className={styles.muted}>{t.rich("about.hours.daily", { open: time(hours.open), close: time(hours.close) })}</p>
        {closedDays.length > 0 && (
          <p className={styles.muted}>
            <span className={styles.label}>{t("about.hours.closedDays")}</span>{" "}
            {closedDays.map((d, i) => (
              <span key={d}>
                {i > 0 && ", "}
                <time dateTime={d}>{format.formatShortDate(d)}</time>
              </span>
            ))}
          </p>
        )}
      </section>
      {visit ? (
        <>
          <MallContact visit={visit} heading={t("about.address")} phoneLabel={t("about.phone")} />
          {visit.facts && visit.facts.length > 0 && (
            <section className={page.card} aria-labelledby={ids.facts}>
              <h2 id={ids.facts} className={page.subheading}>
                {t("about.facts")}
              </h2>
              <ul className={styles.facts}>
                {visit.facts.map((f) => (
                  <li key={f.kind}>{factText(t, f)}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      ) : (
        <EmptyState icon="store" title={t("about.noInfo")} />
      )}
      <nav className={styles.links} aria-label={t("about.more")}>
        {features.includes("directions") && paths.directions !== null && (
          <Link className={styles.linkButton} to={paths.directions}>
            {t("about.toDirections")}
          </Link>
        )}
        {features.includes("parking") && paths.parking !== null && (
          <Link className={styles.linkButton} to={paths.parking}>
            {t("about.toParking")}
          </Link>
        )}
      </nav>
    </div>
  );
}
