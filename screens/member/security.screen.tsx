import { memberEndpoints } from "../../schemas/api/member.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { SavedSwitch, SwitchesLoading } from "../../engine/forms/saved-switch.tsx";
import { useSwitchSaves } from "../../engine/forms/use-switch-saves.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useServices } from "../../engine/services/services.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { SaveNoticeLine } from "../../engine/ui/save-notice.tsx";
import page from "./member-page.module.css";
import styles from "./security.module.css";
import type { IdOf } from "../../engine/i18n/words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { securityMessages } from "./security.messages.ts";

type Setting = "ovrsLoginBlockYn" | "newDeviceAuthYn";
const SETTINGS: readonly { key: Setting; label: IdOf<typeof securityMessages>; hint: IdOf<typeof securityMessages> }[] = [
  { key: "ovrsLoginBlockYn", label: "security.overseas", hint: "security.overseas.hint" },
  { key: "newDeviceAuthYn", label: "security.newDevice", hint: "security.newDevice.hint" },
];

/**
 * Overseas-login blocking (myinfo/security, Suwon mypage/security): the two settings, each saved
 * as it is changed and confirmed (a failed save leaves the old value shown and says so), and the
 * devices that logged in, each removable after a confirm.
 */
export default function SecurityScreen() {
  const t = useMessages(securityMessages);
  const { formatShortDate } = useFormat();
  const { dialogs } = useServices();
  const settings = useApiQuery(memberEndpoints.securitySettings, { params: {} });
  const devices = useApiQuery(memberEndpoints.securityDevices, { params: {} });
  const update = useApiMutation(memberEndpoints.securityUpdate, { invalidates: [memberEndpoints.securitySettings] });
  const remove = useApiMutation(memberEndpoints.securityDeleteDevice, { invalidates: [memberEndpoints.securityDevices] });
  const saves = useSwitchSaves<Setting>(
    async (key, on) => {
      const { setting } = await update({ params: {}, input: { [key]: on ? "Y" : "N" } });
      return { ovrsLoginBlockYn: setting.ovrsLoginBlockYn, newDeviceAuthYn: setting.newDeviceAuthYn };
    },
    { saved: t("security.saved"), failed: t("security.saveFailed") },
  );
  const { setNotice } = saves;

  const removeDevice = async (deviceSeq: number) => {
    const yes = await dialogs.confirm({ text: t("security.device.confirm"), positive: t("security.device.deleteShort"), small: true });
    if (!yes) return;
    setNotice(null);
    try {
      await remove({ params: {}, input: { deviceSeq } });
      setNotice({ text: t("security.device.deleted"), failed: false });
    } catch {
      setNotice({ text: t("security.device.deleteFailed"), failed: true });
    }
  };

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("security.heading")}</h1>
      <p className={styles.intro}>{t("security.intro")}</p>
      <QueryView
        state={settings}
        isEmpty={() => false}
        skeleton={<SwitchesLoading className={page.switches} rows={SETTINGS.map(({ key, label, hint }) => ({ name: key, label: t(label), hint: t(hint) }))} />}
      >
        {({ setting }) => (
          <fieldset className={page.switches} disabled={saves.pending}>
            {SETTINGS.map(({ key, label, hint }) => (
              <SavedSwitch key={key} saves={saves} name={key} label={t(label)} hint={t(hint)} stored={setting[key]} />
            ))}
          </fieldset>
        )}
      </QueryView>
      <SaveNoticeLine notice={saves.notice} />
      <section aria-labelledby="security-devices">
        <h2 id="security-devices" className={styles.subheading}>
          {t("security.devices")}
        </h2>
        <QueryView state={devices} isEmpty={(d) => d.deviceList.length === 0} empty={<EmptyState title={t("security.devices.empty")} />}>
          {({ deviceList }) => (
            <ul className={styles.devices}>
              {deviceList.map((d) => (
                <li key={d.deviceSeq} className={styles.device}>
                  <div className={styles.deviceText}>
                    <p className={styles.deviceName}>{d.deviceNm}</p>
                    <p className={styles.deviceMeta}>{t("security.device.meta", { uuid: d.uuidMasked, last: formatShortDate(d.lastLoginDttm) })}</p>
                    <p className={styles.deviceMeta}>{t("security.device.first", { first: formatShortDate(d.firstLoginDttm) })}</p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t("security.device.delete", { device: d.deviceNm })}
                    onClick={() => void removeDevice(d.deviceSeq)}
                  >
                    {t("security.device.deleteShort")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  );
}
