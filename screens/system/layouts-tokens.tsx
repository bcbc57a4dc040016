import { Icon } from "../../engine/ui/icon.tsx";
import { iconPaths, type IconName } from "../../engine/ui/icon-paths.ts";
import styles from "./layouts.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { layoutsMessages } from "./layouts.messages.ts";

const colors = [
  "--color-text",
  "--color-text-muted",
  "--color-border",
  "--color-border-strong",
  "--color-surface",
  "--color-surface-sunken",
  "--color-surface-muted",
  "--color-danger",
  "--color-success",
  "--color-focus",
];
const neutrals = ["0", "50", "100", "200", "300", "400", "500", "600", "700", "800", "900"].map((n) => `--color-neutral-${n}`);
const brand = ["--brand-primary", "--brand-on-primary", "--brand-accent", "--brand-surface"];
const sizes = [
  "--font-size-2xs",
  "--font-size-xs",
  "--font-size-sm",
  "--font-size-md",
  "--font-size-lg",
  "--font-size-xl",
  "--font-size-2xl",
  "--font-size-3xl",
];
const spaces = ["1", "2", "3", "4", "5", "6", "8", "10", "12", "16"].map((n) => `--space-${n}`);
const radii = ["--radius-xs", "--radius-sm", "--radius-md", "--radius-lg", "--radius-xl", "--radius-pill"];
const shadows = ["--shadow-sm", "--shadow-md", "--shadow-lg"];

function Swatches({ names }: { names: string[] }) {
  return (
    <ul className={styles.swatches}>
      {names.map((name) => (
        <li key={name} className={styles.swatch}>
          <span className={styles.chip} style={{ background: `var(${name})` }} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/** Style-guide sections for the design tokens. */
export function TokenSections() {
  const t = useMessages(layoutsMessages);
  return (
    <>
      <section className={styles.section}>
        <h2>{t("ui.layouts.colors")}</h2>
        <Swatches names={colors} />
        <Swatches names={neutrals} />
        <h3>{t("ui.layouts.brand")}</h3>
        <Swatches names={brand} />
      </section>
      <section className={styles.section}>
        <h2>{t("ui.layouts.type")}</h2>
        {sizes.map((size) => (
          <p key={size} className={styles.typeRow} style={{ fontSize: `var(${size})` }}>
            <code>{size}</code> {t("ui.layouts.typeSample")}
          </p>
        ))}
      </section>
      <section className={styles.section}>
        <h2>{t("ui.layouts.spacing")}</h2>
        {spaces.map((space) => (
          <p key={space} className={styles.spaceRow}>
            <span className={styles.spaceBar} style={{ width: `var(${space})` }} />
            <code>{space}</code>
          </p>
        ))}
      </section>
      <section className={styles.section}>
        <h2>{t("ui.layouts.radii")}</h2>
        <ul className={styles.boxes}>
          {radii.map((r) => (
            <li key={r} className={styles.box} style={{ borderRadius: `var(${r})` }}>
              <code>{r}</code>
            </li>
          ))}
        </ul>
        <h3>{t("ui.layouts.shadows")}</h3>
        <ul className={styles.boxes}>
          {shadows.map((s) => (
            <li key={s} className={styles.box} style={{ boxShadow: `var(${s})`, border: 0 }}>
              <code>{s}</code>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section}>
        <h2>{t("ui.layouts.icons")}</h2>
        <ul className={styles.icons}>
          {(Object.keys(iconPaths) as IconName[]).map((name) => (
            <li key={name}>
              <Icon name={name} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
