import { CONSENT_FLAGS } from "../../schemas/api/member-models.ts";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { SavedSwitch, SwitchesLoading } from "../../engine/forms/saved-switch.tsx";
import { useSwitchSaves } from "../../engine/forms/use-switch-saves.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useServices } from "../../engine/services/services.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { SaveNoticeLine } from "../../engine/ui/save-notice.tsx";
import { HomeBranchPicker } from "../../engine/settings/home-branch-picker.tsx";
import { LocationConsent } from "../../engine/settings/location-consent.tsx";
import { maskedCard, maskedPhone } from "./member-facts.ts";
import { PointSiteLink } from "./point-site-link.tsx";
import page from "./member-page.module.css";
import styles from "./manage-my-info.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { homeBranchMessages } from "../../engine/settings/home-branch.messages.ts";
import { myDetailsMessages } from "./my-details.messages.ts";

type Flag = (typeof CONSENT_FLAGS)[number];
/** The membership page's part (membership-update): the home branch and the membership's own consents. */
const MEMBERSHIP_FLAGS: readonly Flag[] = ["stf_mbr_ship_agre_yn", "stf_mbr_third_party_agre_yn"];
/** Withdrawing it ends the session (a member without it is logged out): asked first. */
const SESSION_FLAG: Flag = "third_party_info_agre_yn";

/**
 * My details (manageMyInfo, my{product}/myInfo) and the membership part of the membership page
 * (membership-update): the member's details, the home branch and every consent flag, each change
 * saved by its call and confirmed; a failed save puts the old value back and says so.
 */
export default function ManageMyInfoScreen({ props }: ScreenProps<"manageMyInfo">) {
  const t = useMessages(homeBranchMessages, myDetailsMessages);
  const { mall, locale } = useMall();
  const { member, custId } = useSession();
  const { dialogs, session } = useServices();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const membershipOnly = props.section === "membership";
  const consents = useApiQuery(memberEndpoints.settingAgreement, { params: { mall: mallPath } });
  const saveConsent = useApiMutation(memberEndpoints.saveAgreement, { invalidates: [memberEndpoints.settingAgreement, memberEndpoints.acceptanceApi] });

  const saves = useSwitchSaves<Flag>(
    async (flag, on) => {
      const { agreement } = await saveConsent({ params: { mall: mallPath }, input: { [flag]: on ? "Y" : "N", custid: custId ?? "" } });
      // The session applies the consent rule on its next member check (a withdrawn one logs out).
      if (flag === SESSION_FLAG && !on) void session.ensure();
      return agreement;
    },
    { saved: t("myInfoEdit.consentSaved"), failed: t("myInfoEdit.consentFailed") },
  );
  const { setNotice } = saves;

  const changeConsent = async (flag: Flag, on: boolean) => {
    if (flag === SESSION_FLAG && !on) {
      const yes = await dialogs.confirm({ text: t("myInfoEdit.withdrawThirdParty"), positive: t("myInfoEdit.withdraw"), small: true });
      if (!yes) return;
    }
    await saves.change(flag, on);
  };

  const flags = membershipOnly ? MEMBERSHIP_FLAGS : CONSENT_FLAGS;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t(membershipOnly ? "myInfoEdit.membershipHeading" : "myInfoEdit.heading")}</h1>
      {!membershipOnly && member && (
        <section aria-labelledby="my-info-facts" className={page.section}>
          <h2 id="my-info-facts" className={page.subheading}>
            {t("myInfoEdit.facts")}
          </h2>
          <dl className={styles.facts}>
            <dt>{t("myInfoEdit.name")}</dt>
            <dd>{member.mbr_nm}</dd>
            <dt>{t("myInfoEdit.phone")}</dt>
            <dd>{maskedPhone(member.mbr_cel_num1, member.mbr_cel_num2_dec, member.mbr_cel_num3)}</dd>
            <dt>{t("myInfoEdit.card")}</dt>
            <dd>{maskedCard(member.stf_point_card_num)}</dd>
          </dl>
          <PointSiteLink mallPath={mallPath} page="myInfo">
            {t("myInfoEdit.editOnSite")}
          </PointSiteLink>
        </section>
      )}
      <section aria-labelledby="my-info-branch" className={page.section}>
        <h2 id="my-info-branch" className={page.subheading}>
          {t("myInfoEdit.branch")}
        </h2>
        <HomeBranchPicker onNotice={setNotice} />
      </section>
      <SaveNoticeLine notice={saves.notice} />
      <section aria-labelledby="my-info-consents" className={page.section}>
        <h2 id="my-info-consents" className={page.subheading}>
          {t("myInfoEdit.consents")}
        </h2>
        <QueryView
          state={consents}
          isEmpty={() => false}
          skeleton={<SwitchesLoading className={page.switches} rows={flags.map((flag) => ({ name: flag, label: t(`consent.${flag}`) }))} />}
        >
          {({ agreement }) => (
            <fieldset className={page.switches} disabled={saves.pending} aria-labelledby="my-info-consents">
              {flags.map((flag) => (
                <SavedSwitch
                  key={flag}
                  saves={saves}
                  name={flag}
                  label={t(`consent.${flag}`)}
                  stored={agreement[flag]}
                  onCheckedChange={(on) => void changeConsent(flag, on)}
                />
              ))}
            </fieldset>
          )}
        </QueryView>
      </section>
      {!membershipOnly && mall?.code !== undefined && <LocationConsent bcnCd={mall.code} mallName={mall.name[locale]} />}
    </div>
  );
}
