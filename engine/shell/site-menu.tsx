import { useIntl } from "react-intl";
import { contentEndpoints } from "../../schemas/api/content.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import { QueryView } from "../data/query-view.tsx";
import { useApiQuery } from "../data/use-api-query.ts";
import { DataLink } from "../links/data-link.tsx";
import { Drawer } from "../ui/drawer.tsx";
import { MemberBox } from "./member-box.tsx";
import styles from "./site-menu.module.css";

/**
 * The navigation of a mall with its own site frame (chrome site: Centerfield): the site menu
 * (content.cfMenu) in the page's language, each entry with its sub-entries, every link classified.
 * Loaded on the first open. Like the drawer, the shell closes it on every navigation except onto
 * intro, layouts and app paths.
 */
export function SiteMenu({ id, mall, open, onClose }: { id: string; mall: MallManifest; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale === "en" ? "en" : "ko";
  const menu = useApiQuery(contentEndpoints.cfMenu, { params: {} }, { enabled: open });
  const name = (m: { menuNmKo: string; menuNmEn: string }) => (locale === "en" ? m.menuNmEn : m.menuNmKo);
  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      onNavigate={() => {}}
      title={intl.formatMessage({ id: "shell.site.menu" }, { name: mall.name[locale] })}
      links={[]}
      member={<MemberBox mall={mall} />}
    >
      <QueryView state={menu} isEmpty={(d) => d.menuList.length === 0}>
        {(data) => (
          <ul className={styles.groups}>
            {data.menuList.map((item) => (
              <li key={item.menuSeq} className={styles.group}>
                <DataLink href={item.linkUrl} className={styles.top}>
                  {name(item)}
                </DataLink>
                {item.subMenuList.length > 0 && (
                  <ul className={styles.subs}>
                    {item.subMenuList.map((sub) => (
                      <li key={sub.menuSeq}>
                        <DataLink href={sub.linkUrl} className={styles.sub}>
                          {name(sub)}
                        </DataLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Drawer>
  );
}
