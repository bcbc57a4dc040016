import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
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
 * The member section's frame (myinfo, a layout route): the sections as tabs above the section shown
 * in the outlet. /myinfo itself is never shown as an empty frame: the route set names its default
 * child (membership, which every mall with the section has), a redirect the router follows before
 * anything renders, so the address names the section and a reload stays there.
 */
export default function MyInfoScreen() {
  const t = useMessages(memberHubMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  // The sections are this frame's own child routes: their paths hang under the frame's.
  const base = useScreenHref("myInfo") ?? "";
  const sections = SECTIONS.filter((s) => s.feature === null || (mall?.features as readonly string[] | undefined)?.includes(s.feature));
  return <SectionFrame label={t("member.sections")} sections={sections.map((s) => ({ to: `${base}/${s.path}`, title: kit(s.title) }))} />;
}
