import { useCallback, useState } from "react";

/** The line under a group of settings saying how the last save went. */
export type SaveNotice = { text: string; failed: boolean } | null;
type YN = "Y" | "N";

export interface SwitchSaves<K extends string> {
  /** Whether the switch shows on: the tapped value while it saves, then the saved answer, else `stored`. */
  checked: (key: K, stored: YN | undefined) => boolean;
  /** Whether this switch is saving now (for aria-busy). */
  busy: (key: K) => boolean;
  /** True while any switch saves: the group is disabled, so one save runs at a time. */
  pending: boolean;
  /** Saves one switch; the notice then says `saved` or `failed`, and a failure leaves the old value shown. */
  change: (key: K, on: boolean) => Promise<void>;
  notice: SaveNotice;
  /** For the screen's other actions that report on the same line (a device removed, a branch saved). */
  setNotice: (notice: SaveNotice) => void;
}

/**
 * Settings that are each saved as they are changed (consents, security switches): the switch follows
 * the tap while its call runs; the call's answer (every value it returns) then stands; a failure
 * puts the old value back and says so. `save` resolves with the values the server now holds.
 */
export function useSwitchSaves<K extends string>(
  save: (key: K, on: boolean) => Promise<Partial<Record<K, YN>>>,
  messages: { saved: string; failed: string },
): SwitchSaves<K> {
  const [saving, setSaving] = useState<{ key: K; on: boolean } | null>(null);
  const [saved, setSaved] = useState<Partial<Record<K, YN>>>({});
  const [notice, setNotice] = useState<SaveNotice>(null);
  const { saved: savedText, failed: failedText } = messages;

  const change = useCallback(
    async (key: K, on: boolean) => {
      setSaving({ key, on });
      setNotice(null);
      try {
        const answer = await save(key, on);
        setSaved((before) => ({ ...before, ...answer }));
        setNotice({ text: savedText, failed: false });
      } catch {
        setNotice({ text: failedText, failed: true });
      } finally {
        setSaving(null);
      }
    },
    [save, savedText, failedText],
  );

  return {
    checked: (key, stored) => (saving?.key === key ? saving.on : (saved[key] ?? stored) === "Y"),
    busy: (key) => saving?.key === key,
    pending: saving !== null,
    change,
    notice,
    setNotice,
  };
}
