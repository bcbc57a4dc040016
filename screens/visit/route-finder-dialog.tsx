import { useCallback, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { useSetQuery } from "../../engine/routing/use-set-query.ts";
import { useServices } from "../../engine/services/services.ts";
import { homePathFor } from "../../engine/session/mall-paths.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import type { CfStore, RouteEnd } from "./route-finder-model.ts";
import { RouteFinderEnd } from "./route-finder-end.tsx";
import { RouteFinderResult } from "./route-finder-result.tsx";
import { RouteFinderSearch } from "./route-finder-search.tsx";
import styles from "./route-finder.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { routeFinderMessages } from "./route-finder.messages.ts";

interface Request {
  start: CfStore;
  dest: CfStore;
  stepFree: boolean;
}

const NO_END: RouteEnd = { floor: "parking", key: null };

/**
 * Centerfield's route finder (query mapSearch, spec part-2 §2.2): start and destination by floor tab
 * and select list or by store-name search, an optional step-free route, then the route's steps and
 * its floors' maps. The shell shows it while the route declares mapSearch and the URL has it;
 * closing removes the parameter, a failed call goes to the mall's home.
 */
export function RouteFinderDialog() {
  const intl = useIntl();
  const t = useMessages(routeFinderMessages);
  const { mall } = useMall();
  const { dialogs } = useServices();
  const setQuery = useSetQuery();
  const navigate = useNavigate();
  const [start, setStart] = useState<RouteEnd>(NO_END);
  const [dest, setDest] = useState<RouteEnd>(NO_END);
  const [stepFree, setStepFree] = useState(false);
  const [request, setRequest] = useState<Request | null>(null);
  const stores = useApiQuery(tenantsEndpoints.cfRouteStores, { params: {} });
  const route = useApiQuery(
    tenantsEndpoints.cfRouteMap,
    { params: {}, input: { start: request?.start.index ?? 0, dest: request?.dest.index ?? 1, ...(request?.stepFree ? { stepFree: "Y" as const } : {}) } },
    { enabled: request !== null },
  );
  const home = homePathFor(mall);
  const fail = useCallback(() => void navigate(home, { replace: true }), [navigate, home]);
  const failed = stores.status === "error" || (request !== null && route.status === "error");
  // Spec part-2 §2.2: on failure the route finder goes to the home page (which drops mapSearch).
  useEffect(() => {
    if (failed) fail();
  }, [failed, fail]);

  const all = stores.status === "success" ? stores.data.storeList : [];
  const chosen = (end: RouteEnd) => all.find((s) => s.key === end.key) ?? null;
  const english = intl.locale.startsWith("en");
  const nameOf = (s: CfStore) => (english ? s.nameEn : s.name);
  // Any change to an end hides the route found: the map shows only after a search with both ends chosen.
  const change = (side: "start" | "dest", end: RouteEnd) => {
    (side === "start" ? setStart : setDest)(end);
    setRequest(null);
  };
  const find = () => {
    const a = chosen(start);
    const b = chosen(dest);
    if (!a) return void dialogs.alert({ text: t("routeFinder.noStart") });
    if (!b) return void dialogs.alert({ title: t("routeFinder.noDest.title"), text: t("routeFinder.noDest") });
    if (a.index === b.index) return void dialogs.alert({ text: t("routeFinder.same") });
    setRequest({ start: a, dest: b, stepFree });
  };

  return (
    <Dialog open fullScreen title={t("routeFinder.title")} onClose={() => setQuery("mapSearch", null)}>
      {stores.status !== "success" ? (
        <SkeletonText lines={4} />
      ) : (
        <div className={styles.finder}>
          <RouteFinderSearch onPick={(side, s) => change(side, { floor: s.floor, key: s.key })} onFailure={fail} />
          <div className={styles.ends}>
            <RouteFinderEnd
              side="start"
              value={start}
              stores={all}
              onFloor={(floor) => change("start", { floor, key: null })}
              onStore={(key) => change("start", { ...start, key })}
            />
            <RouteFinderEnd
              side="dest"
              value={dest}
              stores={all}
              onFloor={(floor) => change("dest", { floor, key: null })}
              onStore={(key) => change("dest", { ...dest, key })}
            />
          </div>
          <CheckboxField
            name="stepFree"
            label={t("routeFinder.stepFree")}
            checked={stepFree}
            onCheckedChange={(on) => {
              setStepFree(on);
              setRequest(null);
            }}
          />
          <Button block onClick={find}>
            {t("routeFinder.find")}
          </Button>
          {request && route.status === "loading" && <SkeletonText lines={3} />}
          {request && route.status === "success" && (
            <RouteFinderResult route={route.data.routeMap} startName={nameOf(request.start)} destName={nameOf(request.dest)} />
          )}
        </div>
      )}
    </Dialog>
  );
}
