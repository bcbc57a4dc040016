import { useId } from "react";
import { locationEndpoints } from "../../schemas/api/location.ts";
import { useAppDeviceId } from "../bridge/use-app-device-id.ts";
import { QueryView } from "../data/query-view.tsx";
import { useApiMutation } from "../data/use-api-mutation.ts";
import { useApiQuery } from "../data/use-api-query.ts";
import { SavedSwitch } from "../forms/saved-switch.tsx";
import { useSwitchSaves } from "../forms/use-switch-saves.ts";
import { useMessages } from "../i18n/use-messages.ts";
import { useSession } from "../session/use-session.ts";
import page from "../ui/page.module.css";
import { SaveNoticeLine } from "../ui/save-notice.tsx";
import { locationConsentMessages } from "./location-consent.messages.ts";
import styles from "./settings.module.css";

/**
 * In the app only: this device's location-information consent at the mall (the device id comes from
 * the bridge), its last answer shown and each change saved by its call. Nothing outside the app.
 */
export function LocationConsent({ bcnCd, mallName }: { bcnCd: string; mallName: string }) {
  const deviceId = useAppDeviceId();
  return deviceId ? <DeviceLocationConsent key={bcnCd} uuid={deviceId} bcnCd={bcnCd} mallName={mallName} /> : null;
}

/**
 * The consent of a device already known to run the app (`uuid`: its device id); give it `key={bcnCd}`
 * where the mall can change, so a new mall starts from its own answer.
 */
export function DeviceLocationConsent({ uuid, bcnCd, mallName }: { uuid: string; bcnCd: string; mallName: string }) {
  const t = useMessages(locationConsentMessages);
  const headingId = useId();
  const { custId } = useSession();
  const state = useApiQuery(locationEndpoints.locationAgreementState, { params: { uuid }, input: { bcnCd } });
  const save = useApiMutation(locationEndpoints.locationAgreement, { invalidates: [locationEndpoints.locationAgreementState] });
  const saves = useSwitchSaves<"location_yn">(
    async (_key, on) => {
      const answer = await save({ params: { uuid }, input: { bcnCd, custId: custId ?? "", location_yn: on ? "Y" : "N" } });
      return { location_yn: answer.location_yn };
    },
    { saved: t("myInfoEdit.location.saved"), failed: t("myInfoEdit.location.failed") },
  );

  return (
    <section aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.subheading}>
        {t("myInfoEdit.location")}
      </h2>
      <QueryView state={state} isEmpty={() => false}>
        {({ location_yn }) => (
          <fieldset className={styles.switches} disabled={saves.pending} aria-labelledby={headingId}>
            <SavedSwitch
              saves={saves}
              name="location_yn"
              label={t("myInfoEdit.location.consent")}
              hint={t("myInfoEdit.location.hint", { mall: mallName })}
              stored={location_yn}
            />
          </fieldset>
        )}
      </QueryView>
      <SaveNoticeLine notice={saves.notice} />
    </section>
  );
}
