import { useMemo, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type * as z from "zod/mini";
import type { popItem } from "../../schemas/api/content.ts";
import { recordInfo, recordPopupHit } from "../api/logging.ts";
import { classifyLink, type ClassifiedLink } from "./classify-link.ts";
import { useLinkEnvironment } from "./link-policy-context.ts";
import { isEcatalogUrl } from "./link-policy.ts";
import { isModifiedClick } from "./open-link.ts";

/** A top ribbon banner or a main popup as the API gives it. */
export type PopItem = z.infer<typeof popItem>;

/** What a tap on a top banner or popup does (spec part-2 §4 and §8), in the order of its rules. */
export type PopAction =
  | { kind: "none" }
  | { kind: "ecatalog"; url: string }
  | { kind: "device"; url: string }
  | { kind: "route"; path: string }
  | { kind: "window"; url: string };

/**
 * The tap rules of a top banner or popup, in order: linkYn N does nothing; a link to an e-catalog
 * host is logged (logging.info) and opened in the device browser; anything else is logged as a hit
 * (logging.pophits) and then: extLinkYn Y opens through the device, a same-origin or slash-leading
 * link is routed in the app, and the rest navigates the window. A link the classifier refuses does
 * nothing.
 */
export function popAction(
  item: Pick<PopItem, "linkYn" | "mobiLinkUri" | "extLinkYn">,
  link: ClassifiedLink,
  policy: { origin: string; ecatalog: (url: string) => boolean },
): PopAction {
  if (item.linkYn !== "Y" || link.kind === "refused") return { kind: "none" };
  if (link.kind === "external" && policy.ecatalog(link.url)) return { kind: "ecatalog", url: link.url };
  const url = link.kind === "internal" ? `${policy.origin}${link.path}` : link.url;
  if (item.extLinkYn === "Y") return { kind: "device", url };
  if (link.kind === "internal") return { kind: "route", path: link.path };
  return { kind: "window", url };
}

const windowAssign = (url: string) => window.location.assign(url);

/**
 * A top banner or popup's content as a link that follows the tap rules (popAction): a real link
 * (its address shown, a modified click left to the browser), or just the content when it leads
 * nowhere. `mall` is the mall the hit is logged for; `onFollow` runs after a tap that leads
 * somewhere (a popup closes itself).
 */
export function PopLink({
  item,
  mall,
  onFollow,
  className,
  children,
}: {
  item: PopItem;
  mall: string | null;
  onFollow?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { policy, openExternal, assign = windowAssign } = useLinkEnvironment();
  const navigate = useNavigate();
  const action = useMemo(
    () => popAction(item, classifyLink(item.mobiLinkUri, policy), { origin: policy.origin, ecatalog: (url) => isEcatalogUrl(url, policy) }),
    [item, policy],
  );
  if (action.kind === "none") return <span className={className}>{children}</span>;
  const device = (url: string) => (openExternal ? openExternal(url) : window.open(url, "_blank", "noopener,noreferrer"));
  const tap = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (action.kind === "ecatalog") {
      recordInfo({ mall, logType: "ecatalog", url: action.url });
      device(action.url);
    } else {
      recordPopupHit({ mall, popSeq: item.popSeq });
      if (action.kind === "device") device(action.url);
      else if (action.kind === "route") navigate(action.path);
      else assign(action.url);
    }
    onFollow?.();
  };
  const href = action.kind === "route" ? action.path : action.url;
  const outside = action.kind === "ecatalog" || action.kind === "device";
  return (
    <a href={href} className={className} onClick={tap} {...(outside ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
