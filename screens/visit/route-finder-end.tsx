import { useIntl } from "react-intl";
import { SelectField } from "../../engine/forms/select-field.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { CF_FLOORS, floorLabel, type CfFloor, type CfStore, type RouteEnd } from "./route-finder-model.ts";
import styles from "./route-finder.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { routeFinderMessages } from "./route-finder.messages.ts";

interface Props {
  /** "start" or "dest": names the group. */
  side: "start" | "dest";
  value: RouteEnd;
  stores: readonly CfStore[];
  /** A floor tab: that side's choice is cleared (spec part-2 §2.2). */
  onFloor: (floor: CfFloor) => void;
  onStore: (key: string | null) => void;
}

/** One end of the route: the floor tabs (P, B2, B1, 1F, 2F) and the select list of that floor's stores. */
export function RouteFinderEnd({ side, value, stores, onFloor, onStore }: Props) {
  const intl = useIntl();
  const t = useMessages(routeFinderMessages);
  const sideName = t(side === "start" ? "routeFinder.start" : "routeFinder.dest");
  const english = intl.locale.startsWith("en");
  const onFloorStores = stores.filter((s) => s.floor === value.floor);
  return (
    <fieldset className={styles.end}>
      <legend className={styles.legend}>{sideName}</legend>
      <Tabs
        fitted
        label={t("routeFinder.floors", { side: sideName })}
        items={CF_FLOORS.map((f) => ({ id: f, label: floorLabel(f) }))}
        value={value.floor}
        onChange={(f) => onFloor(f as CfFloor)}
      />
      <SelectField
        name={`${side}Store`}
        label={t("routeFinder.store", { side: sideName })}
        placeholder={t("routeFinder.choose")}
        items={onFloorStores.map((s) => ({ itmName: english ? s.nameEn : s.name, itmValue: s.key }))}
        value={value.key ?? ""}
        onValueChange={(key) => onStore(key || null)}
      />
    </fieldset>
  );
}
