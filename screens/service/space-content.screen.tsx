import { contentEndpoints } from "../../schemas/api/content.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./space-content.module.css";
import { spaceContentMessages } from "./space-content.messages.ts";

/**
 * Space content (spaceContent SpaceContent on every standard mall, Suwon's spaceContent): the
 * mall's stories ({product}Story/list.do) as cards, 10 a page with "more", each linking where its
 * linkUrl points once the link is classified (a refused one leaves the card without a link).
 */
export default function SpaceContentScreen() {
  const t = useMessages(spaceContentMessages);
  const kit = useKitWords();
  const { mall, locale } = useMall();
  const { formatShortDate } = useFormat();
  const list = usePagedList(contentEndpoints.story, { params: { mall: mall?.path ?? DEFAULT_MALL_PATH } });
  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.spaceContent")}</h1>
      {mall && <p className={styles.intro}>{t("story.intro", { mall: mall.name[locale] })}</p>}
      <PagedSection list={list} label={t("story.list")} empty={<EmptyState icon="store" title={t("story.empty")} />}>
        {(stories) => (
          <ul className={styles.cards}>
            {stories.map((s) => (
              <li key={s.storySeq}>
                <DataLink href={s.linkUrl} className={styles.card}>
                  <img className={styles.image} src={s.imgMobUri} alt="" loading="lazy" width={640} height={360} />
                  {/* The spaces keep the parts apart in the link's name. */}
                  <span className={styles.title}>{s.storyTitl}</span> {s.storySmry !== "" && <span className={styles.summary}>{s.storySmry}</span>}{" "}
                  <time className={styles.date} dateTime={s.regDt}>
                    {formatShortDate(s.regDt)}
                  </time>
                </DataLink>
              </li>
            ))}
          </ul>
        )}
      </PagedSection>
    </div>
  );
}
