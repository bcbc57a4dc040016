import { useCallback, useEffect, useId, useState } from "react";
import { SavedSwitch } from "../../engine/forms/saved-switch.tsx";
import { useSwitchSaves } from "../../engine/forms/use-switch-saves.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useServices } from "../../engine/services/services.ts";
import page from "../../engine/ui/page.module.css";
import { SaveNoticeLine } from "../../engine/ui/save-notice.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import settings from "../../engine/settings/settings.module.css";
import { appSettingsMessages } from "./app-settings.messages.ts";

/** The device's key of the push agreement (decision 9: kept by the app, Y or N). */
export const PUSH_AGREEMENT_KEY = "pushAgreement";

type YN = "Y" | "N";

/**
 * The push agreement, kept on the device through the bridge: read with getValues (no answer reads
 * N), changed with setValue and read back; only the app answering the new value counts as saved.
 */
export function PushAgreement() {
  const t = useMessages(appSettingsMessages);
  const headingId = useId();
  const { bridge } = useServices();
  const [stored, setStored] = useState<YN | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void bridge()
      .then((b) => b.getValues([PUSH_AGREEMENT_KEY]))
      .then(
        (values) => values.pushAgreement === "Y",
        () => false,
      )
      .then((on) => {
        if (alive) setStored(on ? "Y" : "N");
      });
    return () => {
      alive = false;
    };
  }, [bridge]);

  const save = useCallback(
    async (_key: typeof PUSH_AGREEMENT_KEY, on: boolean): Promise<Partial<Record<typeof PUSH_AGREEMENT_KEY, YN>>> => {
      const b = await bridge();
      const wanted: YN = on ? "Y" : "N";
      await b.setValue(PUSH_AGREEMENT_KEY, wanted);
      // setValue carries no answer: what the app reads back is what it kept.
      const kept = (await b.getValues([PUSH_AGREEMENT_KEY])).pushAgreement;
      if (kept !== wanted) throw new Error("the app did not keep the push agreement");
      return { pushAgreement: wanted };
    },
    [bridge],
  );
  const saves = useSwitchSaves(save, { saved: t("appSettings.push.saved"), failed: t("appSettings.push.failed") });

  return (
    <section aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.subheading}>
        {t("appSettings.push")}
      </h2>
      {stored === undefined ? (
        <SkeletonText lines={1} />
      ) : (
        <fieldset className={settings.switches} disabled={saves.pending} aria-labelledby={headingId}>
          <SavedSwitch saves={saves} name={PUSH_AGREEMENT_KEY} label={t("appSettings.push.consent")} hint={t("appSettings.push.hint")} stored={stored} />
        </fieldset>
      )}
      <SaveNoticeLine notice={saves.notice} />
    </section>
  );
}
