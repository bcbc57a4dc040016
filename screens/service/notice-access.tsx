import { useId } from "react";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import page from "../../engine/ui/page.module.css";
import { agreementPageMessages } from "./agreement-page.messages.ts";
import { AppTermsFrame } from "./app-terms-frame.tsx";
import styles from "./terms.module.css";

const OPTIONAL = [
  ["noticeAccess.camera", "noticeAccess.camera.text"],
  ["noticeAccess.location", "noticeAccess.location.text"],
  ["noticeAccess.notifications", "noticeAccess.notifications.text"],
] as const;

/**
 * The app's permissions (/app/agreement/notice_access, decision 8): a static page of what the app
 * asks of the phone and why (camera for QR codes, location, notifications), and where to change it.
 * No call.
 */
export function NoticeAccess() {
  const t = useMessages(agreementPageMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const requiredId = useId();
  const optionalId = useId();
  const changeId = useId();
  const settings = screenHrefsFor(null)("appSetting", {}, { mall: mall?.path }) ?? "/";
  return (
    <AppTermsFrame title={kit("route.noticeAccess")} back={settings}>
      <p className={styles.intro}>{t("noticeAccess.intro")}</p>
      <section className={page.section} aria-labelledby={requiredId}>
        <h2 id={requiredId} className={page.subheading}>
          {t("noticeAccess.required")}
        </h2>
        <p>{t("noticeAccess.required.none")}</p>
      </section>
      <section className={page.section} aria-labelledby={optionalId}>
        <h2 id={optionalId} className={page.subheading}>
          {t("noticeAccess.optional")}
        </h2>
        <dl className={styles.permissions}>
          {OPTIONAL.map(([name, text]) => (
            <div key={name} className={page.card}>
              <dt className={styles.permission}>{t(name)}</dt>
              <dd className={styles.intro}>{t(text)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={page.section} aria-labelledby={changeId}>
        <h2 id={changeId} className={page.subheading}>
          {t("noticeAccess.change")}
        </h2>
        <p className={styles.intro}>{t("noticeAccess.change.text")}</p>
      </section>
    </AppTermsFrame>
  );
}
