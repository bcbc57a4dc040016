import { useId } from "react";
import type { MallVisit } from "../../schemas/mall-visit.ts";
import { PhoneLink } from "../../engine/links/phone-link.tsx";
import { useMall } from "../../engine/shell/mall-context.ts";
import page from "../../engine/ui/page.module.css";
import styles from "./visit-info.module.css";

/** The mall's address and its phone as a call link (a tel: link; the bridge's call in the app). */
export function MallContact({ visit, heading, phoneLabel }: { visit: MallVisit; heading: string; phoneLabel: string }) {
  const { locale } = useMall();
  const id = useId();
  return (
    <section className={page.card} aria-labelledby={id}>
      <h2 id={id} className={page.subheading}>
        {heading}
      </h2>
      <address className={styles.address}>{visit.address[locale]}</address>
      <p className={styles.row}>
        <span className={styles.label}>{phoneLabel}</span> <PhoneLink phone={visit.phone} className={styles.phone} />
      </p>
    </section>
  );
}
