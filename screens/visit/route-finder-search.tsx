import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { TextField } from "../../engine/forms/text-field.tsx";
import { Button } from "../../engine/ui/button.tsx";
import { floorLabel, type CfStore } from "./route-finder-model.ts";
import styles from "./route-finder.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { routeFinderMessages } from "./route-finder.messages.ts";

interface Props {
  onPick: (side: "start" | "dest", store: CfStore) => void;
  /** The search call failed: the dialog gives up (spec part-2 §2.2). */
  onFailure: () => void;
}

/** The store-name search of the route finder: each store found can be taken as the start or the destination. */
export function RouteFinderSearch({ onPick, onFailure }: Props) {
  const intl = useIntl();
  const t = useMessages(routeFinderMessages);
  const english = intl.locale.startsWith("en");
  const [text, setText] = useState("");
  const [keyword, setKeyword] = useState<string | null>(null);
  const found = useApiQuery(tenantsEndpoints.cfRouteStores, { params: {}, input: { keyword: keyword ?? "" } }, { enabled: keyword !== null });
  const failed = keyword !== null && found.status === "error";
  useEffect(() => {
    if (failed) onFailure();
  }, [failed, onFailure]);
  const list = keyword !== null && found.status === "success" ? found.data.storeList : null;
  return (
    <section className={styles.search}>
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={(e) => {
          e.preventDefault();
          const k = text.trim();
          setKeyword(k === "" ? null : k);
        }}
      >
        <TextField
          name="routeKeyword"
          label={t("routeFinder.search.label")}
          type="text"
          value={text}
          onValueChange={setText}
          maxLength={50}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t("routeFinder.search.button")}
        </Button>
      </form>
      {list && (
        <>
          <p className={styles.count} role="status">
            {list.length ? t("routeFinder.search.results", { count: list.length }) : t("routeFinder.search.none")}
          </p>
          <ul className={styles.found}>
            {list.map((s) => {
              const name = english ? s.nameEn : s.name;
              return (
                <li key={s.key} className={styles.foundRow}>
                  <span className={styles.foundName}>
                    <span className={styles.floorBadge}>{floorLabel(s.floor)}</span> {name}
                  </span>
                  <Button size="sm" variant="secondary" aria-label={t("routeFinder.search.asStart", { name })} onClick={() => onPick("start", s)}>
                    {t("routeFinder.search.startShort")}
                  </Button>
                  <Button size="sm" variant="secondary" aria-label={t("routeFinder.search.asDest", { name })} onClick={() => onPick("dest", s)}>
                    {t("routeFinder.search.destShort")}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
