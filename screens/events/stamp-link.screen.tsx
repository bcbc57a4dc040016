import { useEffect } from "react";
import { useNavigate } from "react-router";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { classifyLink } from "../../engine/links/classify-link.ts";
import { useLinkEnvironment } from "../../engine/links/link-policy-context.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventWordsMessages } from "./event-words.messages.ts";
import { stampsMessages } from "./stamps.messages.ts";

/**
 * The stamp bridge (stamplink, StampBridge): where the mall's stamp QR codes point. It looks up
 * this month's stamp event of the mall and goes on to its page, which stamps on arrival (`stamp`);
 * a mall with no stamp event this month says so. Only an in-app path is followed.
 */
export default function StampLinkScreen() {
  const t = useMessages(eventWordsMessages, stampsMessages);
  const { mall } = useMall();
  const navigate = useNavigate();
  const { policy } = useLinkEnvironment();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const toList = useScreenHref("eventList");
  const link = useApiQuery(eventsEndpoints.stampLink, { params: {}, input: { mallName: mallPath } });
  const target = link.status === "success" ? classifyLink(link.data.linkUrl, policy) : null;
  const to = target?.kind === "internal" ? target.path : null;

  useEffect(() => {
    if (to !== null) void navigate(`${to}${to.includes("?") ? "&" : "?"}stamp=Y`, { replace: true });
  }, [to, navigate]);

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("stamps.bridge.heading")}</h1>
      <QueryView
        state={link}
        isEmpty={() => to === null}
        empty={
          <EmptyState
            icon="event"
            title={t("stamps.bridge.none")}
            action={
              toList !== null && (
                <Button to={toList} variant="secondary">
                  {t("events.detail.toList")}
                </Button>
              )
            }
          />
        }
      >
        {() => <p role="status">{t("stamps.bridge.opening")}</p>}
      </QueryView>
    </div>
  );
}
