import { useState, type ReactNode } from "react";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { Chip, ChipWrap } from "../../engine/ui/chip.tsx";
import { BottomSheet } from "../../engine/ui/bottom-sheet.tsx";
import { GENDERS, toggled, withoutSheetFilters, type DirectoryFilters } from "./directory-filters.ts";
import styles from "./directory-filter-sheet.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { tenantListMessages } from "./tenant-list.messages.ts";

interface Named {
  seq: number;
  nm: string;
  nmEn: string;
}

interface Props {
  /** The filter options of categoryInfo (benefits, themes), or null when they could not be loaded. */
  options: { bnftList: readonly Named[]; thmList: readonly Named[] } | null;
  filters: DirectoryFilters;
  onApply: (next: DirectoryFilters) => void;
  onClose: () => void;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ChipWrap>{children}</ChipWrap>
    </fieldset>
  );
}

/**
 * The directory's filter sheet (spec part-2 §3 filters, §4 bottom sheet): benefits (a store must
 * have all), themes (one of them), who it is for, event and coupon, and the order. The choices are a
 * draft until applied; reset clears them (the category stays, it has its own bar).
 */
export function DirectoryFilterSheet({ options, filters, onApply, onClose }: Props) {
  const t = useMessages(tenantListMessages);
  const { locale } = useMall();
  const [draft, setDraft] = useState(filters);
  const label = (n: Named) => (locale === "en" && n.nmEn ? n.nmEn : n.nm);
  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t("directory.filter.title")}
      footer={
        <>
          <Button variant="secondary" onClick={() => setDraft(withoutSheetFilters(draft))}>
            {t("directory.filter.reset")}
          </Button>
          <Button onClick={() => onApply(draft)}>{t("directory.filter.apply")}</Button>
        </>
      }
    >
      <div className={styles.groups}>
        {options ? (
          <>
            <Group legend={t("directory.filter.benefit")}>
              {options.bnftList.map((b) => (
                <Chip key={b.seq} checked={draft.bnft.includes(b.seq)} onChange={() => setDraft({ ...draft, bnft: toggled(draft.bnft, b.seq) })}>
                  {label(b)}
                </Chip>
              ))}
            </Group>
            <Group legend={t("directory.filter.theme")}>
              {options.thmList.map((th) => (
                <Chip key={th.seq} checked={draft.thm.includes(th.seq)} onChange={() => setDraft({ ...draft, thm: toggled(draft.thm, th.seq) })}>
                  {label(th)}
                </Chip>
              ))}
            </Group>
          </>
        ) : (
          <p className={styles.note}>{t("directory.filter.unavailable")}</p>
        )}
        <Group legend={t("directory.filter.gender")}>
          {GENDERS.map((g) => (
            <Chip key={g} checked={draft.gndr.includes(g)} onChange={() => setDraft({ ...draft, gndr: toggled(draft.gndr, g) })}>
              {t(`directory.filter.gender.${g}`)}
            </Chip>
          ))}
        </Group>
        <Group legend={t("directory.filter.extras")}>
          <Chip checked={draft.evt} onChange={(on) => setDraft({ ...draft, evt: on })}>
            {t("directory.filter.evt")}
          </Chip>
          <Chip checked={draft.cpn} onChange={(on) => setDraft({ ...draft, cpn: on })}>
            {t("directory.filter.cpn")}
          </Chip>
        </Group>
        <Group legend={t("directory.filter.order")}>
          {(["name", "new"] as const).map((o) => (
            <Chip key={o} type="radio" name="order" checked={draft.order === o} onChange={() => setDraft({ ...draft, order: o })}>
              {t(`directory.filter.order.${o}`)}
            </Chip>
          ))}
        </Group>
      </div>
    </BottomSheet>
  );
}
