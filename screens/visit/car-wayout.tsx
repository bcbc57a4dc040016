import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./my-car.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { myCarMessages } from "./my-car.messages.ts";

const STEPS = ["mycar.wayout.step.find", "mycar.wayout.step.pay", "mycar.wayout.step.discount", "mycar.wayout.step.exit"] as const;

/** Suwon's way-out guidance: how the fee is settled and the steps out, with the finder and the parking page. */
export function CarWayout({ mallPath }: { mallPath: string }) {
  const t = useMessages(myCarMessages);
  return (
    <section className={page.section}>
      <p>{t("mycar.wayout.intro")}</p>
      <ol className={styles.steps}>
        {STEPS.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button to={`/${mallPath}/mycar/find`}>{t("mycar.wayout.toFind")}</Button>
        <Button to={`/${mallPath}/store/parkingInfo`} variant="secondary">
          {t("mycar.wayout.toParking")}
        </Button>
      </div>
    </section>
  );
}
