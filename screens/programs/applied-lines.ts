import type { Applied } from "../../machines/application.machine.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { applyMessages } from "./apply.messages.ts";

/** The confirmation's lines: each round applied for, with its day, round and party. */
export function useAppliedLines(): (applied: readonly Applied[]) => string {
  const t = useMessages(applyMessages);
  const { formatShortDate, formatRound } = useFormat();
  return (applied) =>
    applied
      .map((a) =>
        a.date !== null && a.rndHm !== null
          ? t("apply.done.round", { title: a.title, date: formatShortDate(a.date), round: formatRound(a.rndHm), count: a.joinNum })
          : t("apply.done.people", { title: a.title, count: a.joinNum }),
      )
      .join("\n");
}
