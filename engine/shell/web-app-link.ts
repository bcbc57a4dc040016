import type { BrandGroup } from "../../schemas/brands.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import { appIconHref, webAppManifestHref } from "../manifests/web-app.ts";

/** A <link> of the document's head by its rel, made when index.html has none. */
function headLink(doc: Document, rel: string): HTMLLinkElement {
  let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = doc.createElement("link");
    link.rel = rel;
    doc.head.append(link);
  }
  return link;
}

/**
 * Points the page at the web app of the mall shown (engine/manifests/web-app.ts): its manifest, so
 * that installing from this page installs this mall's app, starting at it; and its brand group's
 * icon for a home-screen bookmark on iOS. The gate's without a mall.
 */
export function applyWebApp(doc: Document, mall: MallManifest | null, group: BrandGroup | null): void {
  const manifest = headLink(doc, "manifest");
  const href = webAppManifestHref(mall);
  if (manifest.getAttribute("href") !== href) manifest.setAttribute("href", href);
  if (group) headLink(doc, "apple-touch-icon").setAttribute("href", appIconHref(group.id, 192, "maskable"));
}
