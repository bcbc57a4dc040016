import { useId } from "react";
import { Link } from "react-router";
import type { RentalVenue } from "../../schemas/mall-content.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { PhoneLink } from "../../engine/links/phone-link.tsx";
import { mallRentalVenues } from "../../engine/manifests/rental-venues.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { rentalInfoMessages } from "./rental-info.messages.ts";
import styles from "./rental-info.module.css";

/**
 * Venue rental (store/rentalInfo/<venue>, F44, decision 13; hanam's feature rental): the venues as
 * tabs (one route each), the venue's place, size, capacity, hours, uses, equipment and fee, and how
 * to book it (the steps, the rental desk's phone, the 1:1 inquiry), from the manifest's
 * `rentalVenues`. A venue the manifest does not describe shows the not-found state. No call.
 */
export default function RentalInfoScreen({ props }: ScreenProps<"rentalInfo">) {
  const t = useMessages(rentalInfoMessages);
  const kit = useKitWords();
  const { mall, locale } = useMall();
  const hrefs = useScreenHrefs();
  const askId = useId();
  const rental = mallRentalVenues(mall?.path);
  const venue = rental?.venues.find((v) => v.id === props.venue);
  const tabs = (rental?.venues ?? []).flatMap((v) => {
    const to = hrefs({ screen: "rentalInfo", where: { venue: v.id } });
    return to === null ? [] : [{ id: v.id, name: v.name[locale], to }];
  });
  const inquiry = hrefs("inquiryList");
  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.rental")}</h1>
      {tabs.length > 1 && (
        <nav className={styles.tabs} aria-label={t("rental.venues")}>
          <ul>
            {tabs.map((tab) => {
              const current = tab.id === props.venue;
              return (
                <li key={tab.id}>
                  <Link to={tab.to} replace aria-current={current ? "page" : undefined} className={current ? `${styles.tab} ${styles.active}` : styles.tab}>
                    {tab.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {venue ? (
        <Venue venue={venue} locale={locale} />
      ) : (
        <EmptyState titleAs="h2" icon="service" title={t("rental.notFound")} description={t("rental.notFound.text")} />
      )}
      {rental && (
        <section className={page.card} aria-labelledby={askId}>
          <h2 id={askId} className={page.subheading}>
            {t("rental.ask")}
          </h2>
          <h3 className={styles.minor}>{t("rental.ask.steps")}</h3>
          <ol className={`${styles.list} ${styles.steps}`}>
            {rental.howTo.map((step) => (
              <li key={step.ko}>{step[locale]}</li>
            ))}
          </ol>
          <p className={styles.desk}>
            <span>{t("rental.desk")}</span>
            <PhoneLink phone={rental.phone} className={styles.phone} aria-label={t("rental.desk.call", { phone: rental.phone })} />
            <span>{rental.hours[locale]}</span>
          </p>
          {inquiry !== null && (
            <Button to={inquiry} block>
              {t("rental.inquiry")}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

/** One venue: its name and summary, its facts, what it suits and what it has. */
function Venue({ venue, locale }: { venue: RentalVenue; locale: Locale }) {
  const t = useMessages(rentalInfoMessages);
  const id = useId();
  const name = venue.name[locale];
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 id={id} className={page.subheading}>
        {name}
      </h2>
      <p className={styles.summary}>{venue.summary[locale]}</p>
      <dl className={styles.facts}>
        <dt>{t("rental.place")}</dt>
        <dd>{venue.place[locale]}</dd>
        {venue.areaM2 !== undefined && (
          <>
            <dt>{t("rental.area")}</dt>
            <dd>{t("rental.area.value", { area: venue.areaM2 })}</dd>
          </>
        )}
        {venue.capacity !== undefined && (
          <>
            <dt>{t("rental.capacity")}</dt>
            <dd>{t("rental.capacity.value", { count: venue.capacity })}</dd>
          </>
        )}
        <dt>{t("rental.hours")}</dt>
        <dd>{venue.hours[locale]}</dd>
        {venue.fee && (
          <>
            <dt>{t("rental.fee")}</dt>
            <dd>{venue.fee[locale]}</dd>
          </>
        )}
      </dl>
      <h3 className={styles.minor}>{t("rental.uses")}</h3>
      <ul className={styles.list}>
        {venue.uses.map((u) => (
          <li key={u.ko}>{u[locale]}</li>
        ))}
      </ul>
      {venue.equipment && (
        <>
          <h3 className={styles.minor}>{t("rental.equipment")}</h3>
          <ul className={styles.list}>
            {venue.equipment.map((e) => (
              <li key={e.ko}>{e[locale]}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
