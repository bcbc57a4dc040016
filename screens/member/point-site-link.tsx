import type { ReactNode } from "react";
import { memberEndpoints } from "../../schemas/api/member.ts";
import type { SPOINT_PAGES } from "../../schemas/api/member-models.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import styles from "./point-site-link.module.css";

/**
 * A link to a page of the point-card membership site (spoint/url: my details, point history). It
 * shows once the link has arrived, in a place kept for it meanwhile (nothing below it moves); when
 * the link cannot be had, the page goes on without it.
 */
export function PointSiteLink({ mallPath, page, children }: { mallPath: string; page: (typeof SPOINT_PAGES)[number]; children: ReactNode }) {
  const link = useApiQuery(memberEndpoints.spointUrl, { params: { mall: mallPath }, input: { urlName: page } });
  if (link.status === "loading") return <span className={styles.siteLink} aria-hidden="true" />;
  if (link.status !== "success") return null;
  return (
    <DataLink href={link.data.spointUrl} className={styles.siteLink}>
      {children}
    </DataLink>
  );
}
