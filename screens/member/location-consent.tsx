import { locationEndpoints } from "../../schemas/api/location.ts";
import { useAppDeviceId } from "../../engine/bridge/use-app-device-id.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { SavedSwitch } from "../../engine/forms/saved-switch.tsx";
import { useSwitchSaves } from "../../engine/forms/use-switch-saves.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { SaveNoticeLine } from "../../engine/ui/save-notice.tsx";
import page from "./member-page.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { myDetailsMessages } from "./my-details.messages.ts";

/**
 * In the app only: this device's location-information consent at the mall (the device id comes from
 * the bridge), its last answer shown and each change saved by its call. Nothing outside the app.
 */
export function LocationConsent({ bcnCd, mallName }: { bcnCd: string; mallName: string }) {
  const deviceId = useAppDeviceId();
  return deviceId ? <LocationSwitch uuid={deviceId} bcnCd={bcnCd} mallName={mallName} /> : null;
}

function LocationSwitch({ uuid, bcnCd, mallName }: { uuid: string; bcnCd: string; mallName: string }) {
  const t = useMessages(myDetailsMessages);
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
    <section aria-labelledby="my-info-location" className={page.section}>
      <h2 id="my-info-location" className={page.subheading}>
        {t("myInfoEdit.location")}
      </h2>
      <QueryView state={state} isEmpty={() => false}>
        {({ location_yn }) => (
          <fieldset className={page.switches} disabled={saves.pending} aria-labelledby="my-info-location">
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
