import { useState } from "react";
import { mycarEndpoints } from "../../schemas/api/mycar.ts";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { Form } from "../../engine/forms/form.tsx";
import { NumericField } from "../../engine/forms/numeric-field.tsx";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { FieldRejection } from "../../engine/forms/submit-errors.ts";
import { useSubmit } from "../../engine/forms/use-submit.ts";
import page from "../../engine/ui/page.module.css";
import styles from "./my-car.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { myCarMessages } from "./my-car.messages.ts";

export interface ParkedCar {
  carNum: string;
  floor: string;
  zone: string;
  parkingDttm: string;
  carImgUrl: string;
}

interface Props {
  mallPath: string;
  /** The app's device id (the lookup is recorded against it), or null. */
  uuid: string | null;
  /** The finder's result, kept by the screen so a registered car's "find" shows here too. */
  found: readonly ParkedCar[] | null;
  onFound: (cars: readonly ParkedCar[]) => void;
}

/** The spec's car-number checks (part-2 §5): 4 digits, all four of them. */
export function checkLast4(value: string): string | null {
  if (value === "") return "mycar.find.required";
  return /^\d{4}$/.test(value) ? null : "mycar.find.allFour";
}

/**
 * A car lookup by its last 4 digits as a form's submission: `check` turns the form's values into the
 * digits (or rejects a field); "no vehicle found" and "too many lookups" are the form's errors.
 */
export function useCarSearch<V>(mallPath: string, uuid: string | null, onFound: (cars: readonly ParkedCar[]) => void, check: (values: V) => string) {
  const search = useApiMutation(mycarEndpoints.search, { invalidates: [] });
  const words = useMessages(myCarMessages);
  return useSubmit(
    async (values: V, signal) => {
      const carNumber = check(values);
      const answer = await search({ params: { mall: mallPath }, input: uuid ? { carNumber, uuid } : { carNumber } }, { signal });
      onFound(answer.resultList);
    },
    { words, httpMessages: { 404: "mycar.find.notFound", 429: "mycar.find.tooMany" } },
  );
}

/**
 * Find my car by the last 4 digits of its number, after consenting to its use (spec part-2 §5):
 * the floor, the bay and the entry time of every parked car with those digits, the plate masked by
 * the server except them; "no vehicle information found" when none (§8).
 */
export function CarFinder({ mallPath, uuid, found, onFound }: Props) {
  const t = useMessages(myCarMessages);
  const [carNumber, setCarNumber] = useState("");
  const [consent, setConsent] = useState(false);
  const submission = useCarSearch(mallPath, uuid, onFound, ({ carNumber, consent }: { carNumber: string; consent: boolean }) => {
    const problem = checkLast4(carNumber);
    if (problem) throw new FieldRejection("carNumber", problem);
    if (!consent) throw new FieldRejection("consent", "mycar.consent.required");
    return carNumber;
  });
  return (
    <section className={page.section} aria-labelledby="mycar-find">
      <h2 id="mycar-find" className={page.subheading}>
        {t("mycar.find.title")}
      </h2>
      <Form submission={submission} values={{ carNumber, consent }} className={styles.form}>
        <NumericField
          name="carNumber"
          label={t("mycar.find.label")}
          hint={t("mycar.find.hint")}
          maxLength={4}
          autoComplete="off"
          value={carNumber}
          onValueChange={setCarNumber}
          required
        />
        <CheckboxField name="consent" label={t("mycar.consent.find")} checked={consent} onCheckedChange={setConsent} required />
        <SubmitButton>{t("mycar.find.button")}</SubmitButton>
      </Form>
      {found && found.length > 0 && <ParkedCars cars={found} />}
    </section>
  );
}

/** Where the found cars are parked. */
export function ParkedCars({ cars }: { cars: readonly ParkedCar[] }) {
  const t = useMessages(myCarMessages);
  return (
    <div className={styles.results} role="status">
      <p className={styles.resultCount}>{t("mycar.find.results", { count: cars.length })}</p>
      <ul className={styles.cars}>
        {cars.map((c) => (
          <li key={`${c.carNum}-${c.zone}`} className={styles.car}>
            {c.carImgUrl && (
              <img className={styles.photo} src={c.carImgUrl} alt={t("mycar.result.photo", { plate: c.carNum })} width={320} height={180} loading="lazy" />
            )}
            <dl className={styles.facts}>
              <dt>{t("mycar.result.plate")}</dt>
              <dd>{c.carNum}</dd>
              <dt>{t("mycar.result.floor")}</dt>
              <dd>{c.floor}</dd>
              <dt>{t("mycar.result.zone")}</dt>
              <dd className={styles.zone}>{c.zone}</dd>
              <dt>{t("mycar.result.entry")}</dt>
              <dd>{c.parkingDttm}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
