import { useIntl } from "react-intl";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { homeLink } from "./mall-home-link.ts";
import { SystemMessage } from "./system-message.tsx";

/** Mounted for screen ids whose component is not built yet: a planned page, not an error. */
export default function NotAvailableScreen({ route }: ScreenProps) {
  const intl = useIntl();
  const { mall, locale } = useMall();
  return (
    <SystemMessage
      icon="clock"
      title={intl.formatMessage({ id: "ui.notAvailable.title" })}
      body={intl.formatMessage({ id: "ui.notAvailable.body" })}
      action={homeLink(mall, locale, intl)}
      detail={intl.formatMessage({ id: "ui.notAvailable.screenId" }, { id: route.screen })}
    />
  );
}
