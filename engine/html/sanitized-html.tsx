import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { classifyLink } from "../links/classify-link.ts";
import { useLinkEnvironment } from "../links/link-policy-context.ts";
import { isModifiedClick } from "../links/open-link.ts";
import { SkeletonText } from "../ui/skeleton.tsx";
import { useSanitizedHtml } from "./use-sanitized-html.ts";

export interface SanitizedHtmlProps {
  /** HTML from the server (agreement terCont, notice body, program contHtml). */
  html: string | null | undefined;
  className?: string;
  /** The content's language where it differs from the page's (Korean-only terms on an English page). */
  lang?: string | undefined;
}

/**
 * Renders server HTML after sanitizing it (engine/html/sanitize-html.ts). Shows a skeleton line until
 * the sanitizer has loaded; clicks on internal links route in the app instead of reloading the page,
 * and external ones go through the native app when the shell provides openExternal.
 */
export function SanitizedHtml({ html, className, lang }: SanitizedHtmlProps) {
  const clean = useSanitizedHtml(html);
  const box = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { policy, openExternal } = useLinkEnvironment();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || isModifiedClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!anchor || !element.contains(anchor)) return;
      const link = classifyLink(anchor.getAttribute("href"), policy);
      if (link.kind === "internal") {
        event.preventDefault();
        void navigate(link.path);
      } else if (link.kind === "external" && openExternal) {
        event.preventDefault();
        openExternal(link.url);
      }
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [clean, navigate, policy, openExternal]);

  if (clean === null)
    return (
      <div className={className} aria-busy="true">
        <SkeletonText lines={1} />
      </div>
    );
  return <div ref={box} className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
