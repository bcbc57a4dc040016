import { useIntl } from "react-intl";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { AppHeader } from "../ui/app-header.tsx";
import { Skeleton, SkeletonText } from "../ui/skeleton.tsx";
import { VisuallyHidden } from "../ui/visually-hidden.tsx";
import styles from "./shell.module.css";

/**
 * What the HTML of a mall's route shows before the app runs, when the build could not render the
 * page itself (it needs data): the mall's header and a page skeleton. Static: the app renders the
 * page in its place (app/main.tsx), so it has no controls that would do nothing until then.
 */
export function ShellSkeleton({ mall, locale }: { mall: MallManifest; locale: Locale }) {
  const intl = useIntl();
  const site = mall.chrome === "site";
  return (
    <div className={styles.frame} data-mall={mall.path}>
      <AppHeader site={site} title={site ? mall.name.en : mall.name[locale]} />
      <main className={styles.main} aria-busy="true">
        <div className={styles.skeletonPage}>
          {/* The page's heading, until the page's own replaces it. */}
          <h1>
            <VisuallyHidden>{intl.formatMessage({ id: "shell.loading" })}</VisuallyHidden>
          </h1>
          <Skeleton width="55%" height="1.5em" />
          <SkeletonText lines={2} />
          <Skeleton shape="block" height={180} />
          <SkeletonText lines={4} />
        </div>
      </main>
    </div>
  );
}
