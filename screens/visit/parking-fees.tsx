import { useIntl } from "react-intl";
import type { MallManifest } from "../../schemas/manifest.ts";
import page from "../../engine/ui/page.module.css";
import styles from "./parking.module.css";
import { useMessages, type Translate } from "../../engine/i18n/use-messages.ts";
import type { IdOf } from "../../engine/i18n/words.ts";
import { parkingMessages } from "./parking.messages.ts";

type Parking = NonNullable<MallManifest["parking"]>;

/** Minutes as the page says them: 2시간, 30분, 1시간 30분. */
export function formatDuration(t: Translate<IdOf<typeof parkingMessages>>, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("parking.duration.m", { minutes: rest });
  if (rest === 0) return t("parking.duration.h", { hours });
  return t("parking.duration.hm", { hours, minutes: rest });
}

/** The fees and free-parking rules of the mall's manifest (`parking.fee`); anseong's parking is free (`parking.free`). */
export function ParkingFees({ parking }: { parking: Parking | undefined }) {
  const intl = useIntl();
  const t = useMessages(parkingMessages);
  const won = (n: number) => intl.formatNumber(n);
  const fee = parking?.fee;
  const free = parking?.free === true;
  return (
    <section className={page.section} aria-labelledby="parking-fees">
      <h2 id="parking-fees" className={page.subheading}>
        {t("parking.fee.title")}
      </h2>
      {!fee && !free && <p>{t("parking.fee.none")}</p>}
      {free && <p className={styles.freeParking}>{t("parking.fee.free")}</p>}
      {fee && (
        <>
          <ul className={styles.rules}>
            {fee.freeMinutes > 0 && <li>{t("parking.fee.freeMinutes", { duration: formatDuration(t, fee.freeMinutes) })}</li>}
            <li>{t(fee.freeMinutes > 0 ? "parking.fee.unitAfter" : "parking.fee.unit", { minutes: fee.unitMinutes, won: won(fee.unitWon) })}</li>
            {fee.dailyMaxWon !== undefined && <li>{t("parking.fee.dailyMax", { won: won(fee.dailyMaxWon) })}</li>}
          </ul>
          {fee.validation.length > 0 && (
            <>
              <h3 className={styles.minorHeading}>{t("parking.fee.validationTitle")}</h3>
              <ul className={styles.rules}>
                {fee.validation.map((v) => (
                  <li key={v.spendWon}>{t("parking.fee.validation", { spend: won(v.spendWon), duration: formatDuration(t, v.freeMinutes) })}</li>
                ))}
              </ul>
              <p className={styles.note}>{t("parking.fee.validationNote")}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The car park's entrances from the manifest, in the page's language. */
export function ParkingEntrances({ parking, locale }: { parking: Parking | undefined; locale: string }) {
  const t = useMessages(parkingMessages);
  if (!parking) return null;
  return (
    <section className={page.section} aria-labelledby="parking-entrances">
      <h2 id="parking-entrances" className={page.subheading}>
        {t("parking.entrances.title")}
      </h2>
      <ul className={styles.rules}>
        {parking.entrances.map((e) => (
          <li key={e.ko}>{locale === "en" ? e.en : e.ko}</li>
        ))}
      </ul>
    </section>
  );
}
