import { useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { useServices } from "../services/services.ts";
import { askToLogIn } from "../session/login-prompt.ts";
import { loginWithReturn } from "../session/mall-paths.ts";
import { useSession } from "../session/use-session.ts";
import { useMall } from "../shell/mall-context.ts";
import { Icon } from "../ui/icon.tsx";
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
  const intl = useIntl();
  const { dialogs } = useServices();
  const { status } = useSession();
  const { mall } = useMall();
  const location = useLocation();
  const navigate = useNavigate();
  const favorites = useFavorites(kind);
  const saved = favorites.has(id);
  // The tapped value stands until the list, asked again after the call, changes from what it was at the tap.
  const [tap, setTap] = useState<{ on: boolean; from: boolean } | null>(null);
  const on = tap !== null && saved === tap.from ? tap.on : saved;
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (status !== "member") {
      if (await askToLogIn(dialogs, intl)) navigate(loginWithReturn(mall, `${location.pathname}${location.search}`));
      return;
    }
    const next = !on;
    setBusy(true);
    setTap({ on: next, from: saved });
    try {
      await favorites.set(id, next);
    } catch {
      setTap(null);
      void dialogs.alert({ text: intl.formatMessage({ id: next ? "favorite.addFailed" : "favorite.removeFailed" }) });
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
      aria-label={intl.formatMessage({ id: kind === "stores" ? "favorite.store" : "favorite.event" }, { name })}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={22} className={on ? `${styles.heart} ${styles.on}` : styles.heart} />
    </button>
  );
}
