import { appEndpoints } from "../../schemas/api/app.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import { useAppDeviceId } from "../../engine/bridge/use-app-device-id.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useRouteHandle } from "../../engine/routing/handle.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { useServices } from "../../engine/services/services.ts";
import { homePathFor } from "../../engine/session/mall-paths.ts";
import { useFallbackMall } from "../../engine/shell/fallback-mall.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { AppPage } from "./app-page.tsx";
import { useInboxReads, type InboxMessage } from "./inbox-reads.ts";
import { InboxRow } from "./inbox-row.tsx";
import styles from "./notifications.module.css";
import { notificationsMessages } from "./notifications.messages.ts";

/**
 * The notification inbox (m/notification; /app-new/alarmList in the app): the device's messages,
 * newest first, 20 a page with "more". It needs the app's device id, so in a browser it explains
 * where the inbox is and calls nothing. Opening an unread message marks it read and puts the app's
 * badge to the new count; a message opens its link where it has one the app may follow, else its
 * text in a dialog (docs/decisions/0028).
 */
export default function NotificationsScreen() {
  const t = useMessages(notificationsMessages);
  const kit = useKitWords();
  const { dialogs } = useServices();
  const { formatShortDate } = useFormat();
  const hidesHeader = useRouteHandle()?.flags.hideHeader === true;
  // /app-new/alarmList names no mall: the ?mall= one, else the one last visited, else the default one.
  const home = useFallbackMall();
  const deviceId = useAppDeviceId();
  const reads = useInboxReads(deviceId);
  const list = usePagedList(appEndpoints.inboxList, { params: { uuid: deviceId ?? "" } }, { enabled: typeof deviceId === "string" });

  const showText = (message: InboxMessage) => void dialogs.alert({ title: message.title, text: message.cont, text2: formatShortDate(message.regDttm) });
  const follow = (message: InboxMessage) => {
    if (reads.isRead(message)) return;
    if (message.welcomeYn === "Y") void reads.openWelcome(message);
    else void reads.markRead(message);
  };
  const open = async (message: InboxMessage) => {
    if (message.welcomeYn === "Y") return showText((await reads.openWelcome(message)) ?? message);
    if (!reads.isRead(message)) void reads.markRead(message);
    showText(message);
  };

  const title = kit("route.alarmList");
  const inbox = (
    <PagedSection
      list={list}
      label={t("inbox.list")}
      empty={<EmptyState icon="service" title={t("inbox.empty")} />}
      instead={deviceId === null ? <OutsideTheApp home={home} /> : undefined}
    >
      {(messages) => (
        <ul className={styles.rows}>
          {messages.map((m) => (
            <InboxRow key={m.ibSeq} message={m} read={reads.isRead(m)} onFollow={() => follow(m)} onOpen={() => void open(m)} />
          ))}
        </ul>
      )}
    </PagedSection>
  );
  // /app-new/alarmList has no shell header: the app pages' own frame brings the title and a way back.
  if (hidesHeader)
    return (
      <AppPage title={title} back={homePathFor(home)}>
        {inbox}
      </AppPage>
    );
  return (
    <div className={page.page}>
      <h1 className={page.title}>{title}</h1>
      {inbox}
    </div>
  );
}

/** A browser has no device id, hence no inbox: where to find it, and the way to the mall's home. */
function OutsideTheApp({ home }: { home: MallManifest }) {
  const t = useMessages(notificationsMessages);
  const { locale } = useMall();
  const to = screenHrefsFor(home)("mallHome");
  return (
    <EmptyState
      icon="service"
      titleAs="h2"
      title={t("inbox.appOnly.title")}
      description={t("inbox.appOnly.body")}
      action={
        to !== null ? (
          <Button to={to} variant="secondary">
            {t("inbox.toHome", { mall: home.name[locale] })}
          </Button>
        ) : undefined
      }
    />
  );
}
