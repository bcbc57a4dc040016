import type * as z from "zod/mini";
import type { bannerSchema } from "../../schemas/api/programs-models.ts";
import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { BannerCarousel, type Banner } from "../../engine/ui/banner-carousel.tsx";
import styles from "./programs.module.css";
import { programsPageMessages } from "./programs-page.messages.ts";

type ProgramBanner = z.output<typeof bannerSchema>;

/**
 * A program page banner in the kit's banner shape (decision 5): an internal link (linkType I) is
 * relative to the mall, so it gets /{mall} in front; stmUrl is the web address here, not an app
 * deep link, so it is not handed to the app. No hit logging (bnhits takes a content banner's bnSeq).
 */
export function asKitBanner(b: ProgramBanner, mallPath: string): Banner {
  const internal = b.linkType === "I" && b.linkUrl.startsWith("/") && !b.linkUrl.startsWith("//");
  const inMall = b.linkUrl === `/${mallPath}` || b.linkUrl.startsWith(`/${mallPath}/`);
  return {
    bnSeq: b.bnrSeq,
    bnTitl: b.bnrTitl,
    imgUri: b.imgMobUrl,
    linkType: b.linkType,
    linkUrl: internal && !inMall ? `/${mallPath}${b.linkUrl}` : b.linkUrl,
    stmUrl: "",
  };
}

/** The program page's banners (the kids or the library mainBanner.do, P2§7), in the spec's slider; nothing when there are none or they fail (they only decorate). */
export function ProgramBanners({ library, mallPath }: { library: boolean; mallPath: string }) {
  const t = useMessages(programsPageMessages);
  const endpoint = library ? libraryEndpoints.libraryMainBanner : kidsEndpoints.kidsMainBanner;
  const banners = useApiQuery(endpoint, { params: { mall: mallPath } });
  if (banners.status !== "success" || banners.data.bannerList.length === 0) return null;
  return <BannerCarousel className={styles.banners} banners={banners.data.bannerList.map((b) => asKitBanner(b, mallPath))} label={t("programs.banners")} />;
}
