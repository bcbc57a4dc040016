import { useState } from "react";
import { useServices } from "../services/services.ts";
import { useLoginPrompt } from "../session/login-prompt.ts";
import { useSession } from "../session/use-session.ts";
import { Icon } from "../ui/icon.tsx";
import { useMessages } from "../i18n/use-messages.ts";
import { favoritesMessages } from "./favorites.messages.ts";
import styles from "./favorite-toggle.module.css";
import { useFavorites, type FavoriteKind } from "./use-favorites.ts";

export interface FavoriteToggleProps {
  kind: FavoriteKind;
  id: string;
  /** The store's or event's name, for the button's label ("Add Wind Sports to favourites"). */
  name: string;
}

/**
 * The heart that adds a store or event to the member's favourites, or removes it (Suwon's store and
 * event screens, and the favourites pages). A visitor is asked to log in first. The heart follows
 * the tap while the call runs; a failure puts it back and says so.
 */
export function FavoriteToggle({ kind, id, name }: FavoriteToggleProps) {
  const t = useMessages(favoritesMessages);
  const { dialogs } = useServices();
  const { status } = useSession();
  const askLogin = useLoginPrompt();
  const favorites = useFavorites(kind);
  const saved = favorites.has(id);
  // The tapped value stands until the list, asked again after the call, changes from what it was at the tap.
  const [tap, setTap] = useState<{ on: boolean; from: boolean } | null>(null);
  const on = tap !== null && saved === tap.from ? tap.on : saved;
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (status !== "member") {
      await askLogin();
      return;
    }
    const next = !on;
    setBusy(true);
    setTap({ on: next, from: saved });
    try {
      await favorites.set(id, next);
    } catch {
      setTap(null);
      void dialogs.alert({ text: t(next ? "favorite.addFailed" : "favorite.removeFailed") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={on}
      aria-busy={busy}
      disabled={busy}
      aria-label={t(kind === "stores" ? "favorite.store" : "favorite.event", { name })}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={22} className={on ? `${styles.heart} ${styles.on}` : styles.heart} />
    </button>
  );
}
