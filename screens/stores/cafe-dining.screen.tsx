import { Suspense, useId, useState } from "react";
import { useNavigate } from "react-router";
import { diningQuery } from "../../schemas/screens/query-dining.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { FoodCourt } from "./food-court.tsx";
import { RestaurantList } from "./restaurant-list.tsx";
import styles from "./dining.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { diningMessages } from "./dining.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

export const query = diningQuery;

// The waiting list (its calls, the dialog and the form kit) loads when the visitor opens it.
const WaitingSpots = lazyPart(() => import("./waiting-spots.tsx").then((m) => ({ default: m.WaitingSpots })));

/**
 * Cafe & dining (cafeDining/main and cafeDining/foodCourt, Suwon's too): the route decides the tab
 * and a tab navigates to its route. Restaurants and cafes with their filters in the URL, the mall's
 * food courts (manifest foodCourts), and the mall's waiting list (queue service, through the server).
 */
export default function CafeDiningScreen({ props }: ScreenProps<"cafeDining">) {
  const [query] = useScreenQuery(diningQuery);
  const t = useMessages(diningMessages);
  const navigate = useNavigate();
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const courts = mall?.foodCourts ?? [];
  const [waitingOpen, setWaitingOpen] = useState(false);
  const waitingId = useId();
  const tab = props.tab;

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("dining.heading")}</h1>
      <Tabs
        label={t("dining.tabs")}
        fitted
        value={tab}
        onChange={(id) => {
          const to = screenHrefsFor(mallPath)({ screen: "cafeDining", where: { tab: id === "foodCourt" ? "foodCourt" : "main" } });
          if (to !== null) void navigate(to);
        }}
        items={[
          { id: "main", label: t("dining.tab.main") },
          { id: "foodCourt", label: t("dining.tab.foodCourt") },
        ]}
      />
      <section className={styles.waiting} aria-labelledby={`${waitingId}-h`}>
        <div className={styles.waitingHead}>
          <h2 id={`${waitingId}-h`} className={page.subheading}>
            {t("waiting.heading")}
          </h2>
          <Button variant="secondary" size="sm" aria-expanded={waitingOpen} aria-controls={`${waitingId}-p`} onClick={() => setWaitingOpen((o) => !o)}>
            {t(waitingOpen ? "dining.waiting.hide" : "dining.waiting.show")}
          </Button>
        </div>
        <p className={styles.note}>{t("waiting.intro")}</p>
        <div id={`${waitingId}-p`} hidden={!waitingOpen}>
          {waitingOpen && (
            <Suspense fallback={<SkeletonText lines={3} />}>
              <WaitingSpots mallPath={mallPath} labelledBy={`${waitingId}-h`} />
            </Suspense>
          )}
        </div>
      </section>
      {tab === "main" ? (
        <RestaurantList mallPath={mallPath} query={query} />
      ) : courts.length === 0 ? (
        <EmptyState icon="dining" title={t("dining.court.none")} />
      ) : (
        courts.map((key) => <FoodCourt key={key} mallPath={mallPath} courtKey={key} />)
      )}
    </div>
  );
}
