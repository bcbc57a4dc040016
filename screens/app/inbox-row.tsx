import { useMemo } from "react";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { classifyLink } from "../../engine/links/classify-link.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { useLinkEnvironment } from "../../engine/links/link-policy-context.ts";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import type { InboxMessage } from "./inbox-reads.ts";
import styles from "./notifications.module.css";
import { notificationsMessages } from "./notifications.messages.ts";

export interface InboxRowProps {
  message: InboxMessage;
  read: boolean;
  /** Its link is being followed (the link itself does the going). */
  onFollow: () => void;
  /** It has no link the app may follow: open its text. */
  onOpen: () => void;
}

/**
 * One message: unread ones carry a dot, a bold title and the word "unread" for screen readers. A
 * message with a link the classifier allows is that link; any other is a button opening its text.
 */
export function InboxRow({ message, read, onFollow, onOpen }: InboxRowProps) {
  const t = useMessages(notificationsMessages);
  const { formatShortDate } = useFormat();
  const { policy } = useLinkEnvironment();
  const followable = useMemo(() => classifyLink(message.linkUrl, policy).kind !== "refused", [message.linkUrl, policy]);
  const className = `${styles.row} ${read ? "" : styles.unread}`;
  const body = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.title}>
          {!read && <VisuallyHidden>{`${t("inbox.unread")}, `}</VisuallyHidden>}
          {message.title}
        </span>
        <span className={styles.preview}>{message.cont}</span>
        <time className={styles.date} dateTime={message.regDttm}>
          {formatShortDate(message.regDttm)}
        </time>
      </span>
    </>
  );
  return (
    <li className={styles.item}>
      {followable ? (
        <DataLink href={message.linkUrl} className={className} onClick={onFollow}>
          {body}
        </DataLink>
      ) : (
        <button type="button" className={className} onClick={onOpen}>
          {body}
        </button>
      )}
    </li>
  );
}
