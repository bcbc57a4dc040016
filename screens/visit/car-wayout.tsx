import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./my-car.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { myCarMessages } from "./my-car.messages.ts";

const STEPS = ["mycar.wayout.step.find", "mycar.wayout.step.pay", "mycar.wayout.step.discount", "mycar.wayout.step.exit"] as const;

/** Suwon's way-out guidance: how the fee is settled and the steps out, with the finder and the parking page. */
export function CarWayout() {
  const t = useMessages(myCarMessages);
  const href = useScreenHrefs();
  const finder = href({ screen: "myCar", where: { view: "find" } });
  const parking = href({ screen: "parkingInfo", where: { view: "info" } });
  return (
    <section className={page.section}>
      <p>{t("mycar.wayout.intro")}</p>
      <ol className={styles.steps}>
        {STEPS.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        {finder !== null && <Button to={finder}>{t("mycar.wayout.toFind")}</Button>}
        {parking !== null && (
          <Button to={parking} variant="secondary">
            {t("mycar.wayout.toParking")}
          </Button>
        )}
      </div>
    </section>
  );
}
