import { useMall } from "../../engine/shell/mall-context.ts";
import { Chip } from "../../engine/ui/chip.tsx";
import type { DirectoryFilters } from "./directory-filters.ts";
import styles from "./category-bar.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { tenantListMessages } from "./tenant-list.messages.ts";

interface Category {
  mama_cate_seq: number;
  mama_cate_nm: string;
  mama_cate_nm_en: string;
  subCateList: readonly { cate_seq: number; cate_nm: string; cate_nm_en: string }[];
}

interface Props {
  categories: readonly Category[];
  filters: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
}

/**
 * The category tree of the directory: the top-level categories as one scrolling row of choices
 * (all stores first; alone while the categories load) and, once one is chosen, its sub-categories as a second row.
 */
export function CategoryBar({ categories, filters, onChange }: Props) {
  const t = useMessages(tenantListMessages);
  const { locale } = useMall();
  const name = (ko: string, en: string) => (locale === "en" && en ? en : ko);
  const chosen = categories.find((c) => c.mama_cate_seq === filters.cate) ?? null;
  // Before the categories arrive (an empty list), "all" is checked only when no category is asked for.
  const allChecked = chosen === null && (filters.cate === null || categories.length > 0);
  return (
    <div className={styles.bar}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t("directory.categories")}</legend>
        <div className={styles.row}>
          <Chip type="radio" name="cate" checked={allChecked} onChange={() => onChange({ ...filters, cate: null, sub: null })}>
            {t("directory.category.all")}
          </Chip>
          {categories.map((c) => (
            <Chip
              key={c.mama_cate_seq}
              type="radio"
              name="cate"
              checked={chosen === c}
              onChange={() => onChange({ ...filters, cate: c.mama_cate_seq, sub: null })}
            >
              {name(c.mama_cate_nm, c.mama_cate_nm_en)}
            </Chip>
          ))}
        </div>
      </fieldset>
      {chosen && chosen.subCateList.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t("directory.subcategories", { name: name(chosen.mama_cate_nm, chosen.mama_cate_nm_en) })}</legend>
          <div className={styles.row}>
            <Chip type="radio" name="sub" checked={filters.sub === null} onChange={() => onChange({ ...filters, sub: null })}>
              {t("directory.subcategory.all", { name: name(chosen.mama_cate_nm, chosen.mama_cate_nm_en) })}
            </Chip>
            {chosen.subCateList.map((s) => (
              <Chip key={s.cate_seq} type="radio" name="sub" checked={filters.sub === s.cate_seq} onChange={() => onChange({ ...filters, sub: s.cate_seq })}>
                {name(s.cate_nm, s.cate_nm_en)}
              </Chip>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
