import { useRouteHandle } from "../../engine/routing/handle.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import page from "./member-page.module.css";
import styles from "./my-info.module.css";
import { SectionFrame } from "./section-frame.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { memberHubMessages } from "./member-hub.messages.ts";

/** The sections under myinfo, as the standard route set declares them (a mall without receipts has no such tab). */
const SECTIONS = [
  { path: "membership", title: "route.myMembership", feature: "membership" },
  { path: "receipt", title: "route.receipts", feature: "receipts" },
  { path: "security", title: "route.security", feature: null },
] as const;

/**
 * The member section's frame (myinfo, a layout route): the sections as links above the section
 * shown in the outlet. On /myinfo itself it is the hub: the greeting and the sections.
 */
export default function MyInfoScreen() {
  const t = useMessages(memberHubMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const { member } = useSession();
  const atHub = useRouteHandle()?.screen === "myInfo";
  // The sections are this frame's own child routes: their paths hang under the frame's.
  const base = useScreenHref("myInfo") ?? "";
  const sections = SECTIONS.filter((s) => s.feature === null || (mall?.features as readonly string[] | undefined)?.includes(s.feature));

  return (
    <SectionFrame
      label={t("member.sections")}
      sections={sections.map((s) => ({ to: `${base}/${s.path}`, title: kit(s.title) }))}
      top={
        atHub && (
          <div className={page.page}>
            <h1 className={page.title}>{kit("route.myInfo")}</h1>
            {member?.mbr_nm && <p className={styles.greeting}>{t("member.greeting", { name: member.mbr_nm })}</p>}
            <p className={styles.intro}>{t("member.hub.intro")}</p>
          </div>
        )
      }
    />
  );
}
