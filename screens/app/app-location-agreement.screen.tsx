import { useState } from "react";
import { SelectField } from "../../engine/forms/select-field.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { mallsByCode } from "../../engine/manifests/malls-by-code.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { homePathFor } from "../../engine/session/mall-paths.ts";
import { DeviceLocationConsent } from "../../engine/settings/location-consent.tsx";
import { useFallbackMall } from "../../engine/shell/fallback-mall.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { AppPage } from "./app-page.tsx";
import styles from "./app-page.module.css";
import { appSettingsMessages } from "./app-settings.messages.ts";
import { InAppOnly } from "./in-app-only.tsx";

/** The malls a device can consent at, by code. */
const malls = mallsByCode();

/**
 * This device's location consent (/app/setting/locationAgreement), mall by mall: the fallback mall
 * first (the ?mall= mall, the visited mall, the default mall), any other by the select; each change
 * saved by app.locationAgreement. Outside the app: the explanation, no call.
 */
export default function AppLocationAgreementScreen() {
  const t = useMessages(appSettingsMessages);
  const kit = useKitWords();
  const { mall, locale } = useMall();
  const home = useFallbackMall();
  const [code, setCode] = useState(home.code ?? "");
  const chosen = malls.find((m) => m.code === code) ?? home;
  const back = screenHrefsFor(null)("appSetting", {}, { mall: mall?.path }) ?? homePathFor(home);
  return (
    <AppPage title={kit("route.locationAgreement")} back={back}>
      <InAppOnly>
        {(app) => (
          <>
            <p className={styles.intro}>{t("appLocation.intro")}</p>
            <SelectField
              name="bcnCd"
              label={t("appLocation.mall")}
              items={malls.map((m) => ({ itmName: m.name[locale], itmValue: m.code ?? "" }))}
              placeholder={false}
              value={chosen.code ?? ""}
              onValueChange={setCode}
            />
            {chosen.code !== undefined && <DeviceLocationConsent key={chosen.code} uuid={app.deviceId} bcnCd={chosen.code} mallName={chosen.name[locale]} />}
          </>
        )}
      </InAppOnly>
    </AppPage>
  );
}
