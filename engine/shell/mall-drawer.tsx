import { useIntl } from "react-intl";
import type { MallManifest } from "../../schemas/manifest.ts";
import { bundle } from "../manifests/bundle.ts";
import { quickLinksFor } from "../routing/quick-links.ts";
import { Drawer, type DrawerLink } from "../ui/drawer.tsx";
import { MemberBox } from "./member-box.tsx";

/** The mall's side navigation: home, the areas the mall enables, and the way back to all branches. */
export function MallDrawer({ id, mall, open, onClose }: { id: string; mall: MallManifest; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale === "en" ? "en" : "ko";
  const links: DrawerLink[] = [
    { to: `/${mall.path}`, label: intl.formatMessage({ id: "shell.home" }), icon: "store" },
    ...quickLinksFor(mall, mall.routeSet ? bundle.routeSets[mall.routeSet] : undefined).map((q) => ({
      to: q.to,
      label: intl.formatMessage({ id: q.label }),
      ...(q.icon ? { icon: q.icon } : {}),
    })),
    { to: "/", label: intl.formatMessage({ id: "shell.toGate" }), icon: "directions" },
  ];
  const subtitle = `${mall.name[locale === "ko" ? "en" : "ko"]} · ${mall.hours.open}–${mall.hours.close}`;
  // Following a link does not close the drawer here: the shell closes it on navigation, except
  // onto intro, layouts and app paths (flag keepDrawer).
  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      onNavigate={() => {}}
      title={mall.name[locale]}
      subtitle={subtitle}
      links={links}
      member={<MemberBox mall={mall} />}
    />
  );
}
