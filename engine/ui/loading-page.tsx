import { useIntl } from "react-intl";
import { SkeletonText } from "./skeleton.tsx";
import hidden from "./visually-hidden.module.css";

/**
 * What a detail page shows while its data loads: the page's title for assistive tech (the page has
 * its h1 from the start, the real title replaces it) and skeleton lines.
 */
export function LoadingPage({ titleId, lines = 4 }: { titleId: string; lines?: number }) {
  const intl = useIntl();
  return (
    <>
      <h1 className={hidden.hidden}>{intl.formatMessage({ id: titleId })}</h1>
      <SkeletonText lines={lines} />
    </>
  );
}
