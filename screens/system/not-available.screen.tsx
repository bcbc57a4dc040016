import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { homeLink } from "./mall-home-link.ts";
import { SystemMessage } from "./system-message.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";

/** Mounted for screen ids whose component is not built yet: a planned page, not an error. */
export default function NotAvailableScreen({ route }: ScreenProps) {
  const kit = useKitWords();
  const { mall, locale } = useMall();
  return (
    <SystemMessage
      icon="clock"
      title={kit("ui.notAvailable.title")}
      body={kit("ui.notAvailable.body")}
      action={homeLink(mall, locale, kit)}
      detail={kit("ui.notAvailable.screenId", { id: route.screen })}
    />
  );
}
