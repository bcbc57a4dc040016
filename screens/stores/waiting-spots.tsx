import { Suspense, useState } from "react";
import { waitingEndpoints, type WaitingSpot } from "../../schemas/api/waiting.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import styles from "./waiting.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { diningMessages } from "./dining.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

// The form kit and the dialog load with the first tap on "join the list".
const WaitingDialog = lazyPart(() => import("./waiting-dialog.tsx").then((m) => ({ default: m.WaitingDialog })));

interface Props {
  mallPath: string;
  /** The list's accessible name (the section around it has the heading). */
  labelledBy: string;
}

/**
 * The mall's waiting list through the waiting proxy: every spot with its status (open, paused,
 * closed), the teams waiting and the expected wait; an open spot takes a registration in a dialog.
 * The dining page and Suwon's facilityReserve show it.
 */
export function WaitingSpots({ mallPath, labelledBy }: Props) {
  const t = useMessages(diningMessages);
  const state = useApiQuery(waitingEndpoints.spots, { params: { mall: mallPath } });
  const [chosen, setChosen] = useState<WaitingSpot | null>(null);
  return (
    <>
      <QueryView
        state={state}
        isEmpty={(d) => d.spots.length === 0}
        empty={<EmptyState icon="dining" title={t(state.status === "success" && state.data.group === null ? "waiting.none" : "waiting.empty")} />}
      >
        {(d) => (
          <ul className={styles.spots} aria-labelledby={labelledBy}>
            {d.spots.map((s) => (
              <li key={s.spotId} className={styles.spot}>
                {s.imgUrl ? (
                  <img className={styles.image} src={s.imgUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.image} aria-hidden="true" />
                )}
                <div className={styles.body}>
                  <p className={styles.name}>{s.spotName}</p>
                  <p className={styles.meta}>{[s.category, s.floor].filter(Boolean).join(" · ")}</p>
                  <p className={styles.meta}>
                    <span className={`${styles.status} ${styles[s.status]}`}>{t(`waiting.status.${s.status}`)}</span>
                    {s.status !== "CLOSED" && (
                      <span>
                        {s.waitingCount === 0
                          ? t("waiting.noWait")
                          : `${t("waiting.teams", { count: s.waitingCount })} · ${t("waiting.expected", { minutes: s.expectedWaitMin })}`}
                      </span>
                    )}
                  </p>
                </div>
                {s.status === "OPEN" ? (
                  <Button size="sm" variant="secondary" aria-label={t("waiting.registerAt", { name: s.spotName })} onClick={() => setChosen(s)}>
                    {t("waiting.register")}
                  </Button>
                ) : (
                  <span className={styles.closedNote}>{t("waiting.unavailable")}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {chosen && (
        <Suspense fallback={null}>
          <WaitingDialog mallPath={mallPath} spot={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </>
  );
}
