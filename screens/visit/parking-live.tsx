import { useIntl } from "react-intl";
import type { EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { mycarEndpoints } from "../../schemas/api/mycar.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import type { PolledQuery } from "../../engine/data/use-polled-query.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { freeBays, occupancyLevel, totalCount, updateTime, type FloorCount, type OccupancyLevel } from "./parking-occupancy.ts";
import styles from "./parking.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { parkingMessages } from "./parking.messages.ts";

export type ParkingCounts = EndpointResponse<typeof mycarEndpoints.parkingCount>;

/** The level's badge: its word, coloured (the word carries the meaning, the colour repeats it). */
export function LevelBadge({ level }: { level: OccupancyLevel }) {
  const t = useMessages(parkingMessages);
  return <span className={`${styles.level} ${styles[level]}`}>{t(`parking.level.${level}`)}</span>;
}

function FloorRow({ f }: { f: FloorCount }) {
  const intl = useIntl();
  const t = useMessages(parkingMessages);
  const total = Math.max(0, f.totalCnt);
  const free = freeBays(f);
  const used = total === 0 ? 100 : Math.round(((total - free) / total) * 100);
  return (
    <li className={styles.floorRow}>
      <span className={styles.floorName}>{f.floor}</span>
      <LevelBadge level={occupancyLevel(f)} />
      <span className={styles.free}>{t("parking.live.free", { free: intl.formatNumber(free), total: intl.formatNumber(total) })}</span>
      <span className={styles.bar} aria-hidden="true">
        <span className={`${styles.barFill} ${styles[occupancyLevel(f)]}`} style={{ width: `${used}%` }} />
      </span>
    </li>
  );
}

/**
 * The live counts per floor with their level, the time of the answer and the refresh interval; when
 * a refresh fails the last counts stay with a quiet note (a polite status, no dialog).
 */
export function LiveParking({ live, intervalMs }: { live: PolledQuery<ParkingCounts>; intervalMs: number }) {
  const intl = useIntl();
  const t = useMessages(parkingMessages);
  const last = live.state.status === "success" ? updateTime(live.state.data.updDttm) : null;
  return (
    <section className={page.section} aria-labelledby="parking-live">
      <h2 id="parking-live" className={page.subheading}>
        {t("parking.live.title")}
      </h2>
      <QueryView state={live.state} isEmpty={(d) => d.resultList.length === 0} empty={<EmptyState icon="parking" title={t("parking.live.empty")} />}>
        {(d) => {
          const all = totalCount(d.resultList);
          return (
            <>
              <p className={styles.total}>
                <LevelBadge level={occupancyLevel(all)} />
                <span>{t("parking.live.total", { free: intl.formatNumber(all.emptyCnt), total: intl.formatNumber(all.totalCnt) })}</span>
              </p>
              <ul className={styles.floors}>
                {d.resultList.map((f) => (
                  <FloorRow key={f.floor} f={f} />
                ))}
              </ul>
              {last && <p className={styles.updated}>{t("parking.live.updated", { time: last, seconds: Math.round(intervalMs / 1000) })}</p>}
            </>
          );
        }}
      </QueryView>
      <p role="status" className={styles.stale}>
        {live.refreshFailed && (last ? t("parking.live.stale", { time: last }) : t("parking.live.staleNoTime"))}
      </p>
    </section>
  );
}
