import type { FC } from "react";
import { useIntl } from "react-intl";
import { useMall } from "../../engine/shell/mall-context.ts";
import { homeLink } from "./mall-home-link.ts";
import { SystemMessage } from "./system-message.tsx";
import type { ScreenProps } from "../../engine/screen-props.ts";

/** An unknown path inside a mall. It takes ScreenProps but reads none of them. */
const NotFoundScreen: FC<ScreenProps<"notFound">> = () => {
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
};

export default NotFoundScreen;
