import { useIntl } from "react-intl";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { homeLink } from "./mall-home-link.ts";
import { SystemMessage } from "./system-message.tsx";

/** An unknown path inside a mall. */
export default function NotFoundScreen(_: ScreenProps) {
  const intl = useIntl();
  const { mall, locale } = useMall();
  return (
    <SystemMessage
      icon="directions"
      title={intl.formatMessage({ id: "ui.notFound.title" })}
      body={intl.formatMessage({ id: "ui.notFound.body" })}
      action={homeLink(mall, locale, intl)}
    />
  );
}
