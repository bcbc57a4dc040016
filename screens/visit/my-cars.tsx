import { useState } from "react";
import { carNumField, mycarEndpoints } from "../../schemas/api/mycar.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { Form } from "../../engine/forms/form.tsx";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { FieldRejection } from "../../engine/forms/submit-errors.ts";
import { TextField } from "../../engine/forms/text-field.tsx";
import { useSubmit } from "../../engine/forms/use-submit.ts";
import { useServices } from "../../engine/services/services.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { useCarSearch, type ParkedCar } from "./car-finder.tsx";
import styles from "./my-car.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { myCarMessages } from "./my-car.messages.ts";

/** Whose cars: the member's (logged in) or the app's device's. */
export type CarOwner = { cust_id: string } | { uuid: string };

/** At most this many cars per member or device (the server refuses a sixth with 409). */
export const MAX_CARS = 5;

interface Props {
  mallPath: string;
  owner: CarOwner;
  /** Whether the registration form shows (the find view lists the cars to find them only). */
  canRegister: boolean;
  onFound: (cars: readonly ParkedCar[]) => void;
}

const last4 = (carNum: string) => carNum.slice(-4);

/**
 * The registered cars of the member or device (at most 5): find one with a tap (its last 4
 * digits), delete one after the spec's confirm, and register another after consenting (part-2 §5).
 */
export function MyCars({ mallPath, owner, canRegister, onFound }: Props) {
  const t = useMessages(myCarMessages);
  const { dialogs } = useServices();
  const list = useApiQuery(mycarEndpoints.list, { params: {}, input: owner });
  const save = useApiMutation(mycarEndpoints.save, { invalidates: [mycarEndpoints.list] });
  const remove = useApiMutation(mycarEndpoints.remove, { invalidates: [mycarEndpoints.list] });
  const [carNum, setCarNum] = useState("");
  const [consent, setConsent] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const uuid = "uuid" in owner ? owner.uuid : undefined;
  const cars = list.status === "success" ? list.data.resultList : [];

  const register = useSubmit(
    async (values: { carNum: string; consent: boolean }, signal) => {
      const plate = values.carNum.trim();
      if (plate === "") throw new FieldRejection("carNum", "mycar.register.required");
      if (!carNumField.safeParse(plate).success) throw new FieldRejection("carNum", "mycar.register.invalid");
      if (!values.consent) throw new FieldRejection("consent", "mycar.consent.required");
      await save({ params: {}, input: { ...owner, car_num: plate } }, { signal });
      return plate;
    },
    {
      words: t,
      httpMessages: { 409: "mycar.register.full" },
      onSuccess: (plate) => {
        setCarNum("");
        setConsent(false);
        setNotice(t("mycar.register.done", { plate }));
      },
    },
  );

  const find = useCarSearch(mallPath, uuid ?? null, onFound, (carNumber: string) => carNumber);

  const deleteCar = async (car: { car_num: string; car_num_seq: number }) => {
    setNotice(null);
    const yes = await dialogs.confirm({ text: t("mycar.mine.deleteConfirm"), positive: t("mycar.mine.deleteYes"), negative: t("mycar.mine.deleteNo") });
    if (!yes) return;
    try {
      await remove({
        params: {},
        input: { car_num: car.car_num, car_num_seq: car.car_num_seq, ...("uuid" in owner ? { uuid: owner.uuid } : { custId: owner.cust_id }) },
      });
      setNotice(t("mycar.mine.deleted"));
    } catch {
      setNotice(t("mycar.mine.deleteFailed"));
    }
  };

  return (
    <section className={page.section} aria-labelledby="mycar-mine">
      <div className={styles.titleRow}>
        <h2 id="mycar-mine" className={page.subheading}>
          {t("mycar.mine.title")}
        </h2>
        {list.status === "success" && <span className={styles.count}>{t("mycar.mine.count", { count: cars.length })}</span>}
      </div>
      <QueryView state={list} isEmpty={(d) => d.resultList.length === 0} empty={<EmptyState icon="car" title={t("mycar.mine.empty")} />}>
        {(d) => (
          <ul className={styles.mine}>
            {d.resultList.map((car) => (
              <li key={car.car_num_seq} className={styles.mineRow}>
                <span className={styles.plate}>{car.car_num}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void find.submit(last4(car.car_num))}
                  aria-label={t("mycar.mine.find", { plate: car.car_num })}
                >
                  {t("mycar.find.button")}
                </Button>
                <Button size="sm" variant="text" onClick={() => void deleteCar(car)} aria-label={t("mycar.mine.delete", { plate: car.car_num })}>
                  {t("mycar.mine.deleteYes")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {find.formError && (
        <p className={styles.error} role="alert">
          {find.formError}
        </p>
      )}
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {canRegister && (
        <div className={page.section}>
          <h3 className={styles.formTitle}>{t("mycar.register.title")}</h3>
          {cars.length >= MAX_CARS ? (
            <p className={styles.note}>{t("mycar.register.full")}</p>
          ) : (
            <Form submission={register} values={{ carNum, consent }} className={styles.form}>
              <TextField
                name="carNum"
                label={t("mycar.register.label")}
                hint={t("mycar.register.hint")}
                maxLength={8}
                autoComplete="off"
                value={carNum}
                onValueChange={setCarNum}
                required
              />
              <CheckboxField name="consent" label={t("mycar.consent.register")} checked={consent} onCheckedChange={setConsent} required />
              <SubmitButton>{t("mycar.register.button")}</SubmitButton>
            </Form>
          )}
        </div>
      )}
    </section>
  );
}
