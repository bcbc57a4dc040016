import type { FC } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { SystemMessage } from "./system-message.tsx";
import type { ScreenProps } from "../../engine/screen-props.ts";

/** The mall the visitor asked for: the `mall` query, else the first path segment. */
function requestedMall(pathname: string, search: string): string | null {
  const fromQuery = new URLSearchParams(search).get("mall");
  if (fromQuery) return fromQuery;
  const first = pathname.split("/").find(Boolean);
  return first ? decodeURIComponent(first) : null;
}

/** The spec's 'Mall not supported' error: an unknown mall was asked for. It takes ScreenProps but reads none of them. */
const UnsupportedMallScreen: FC<ScreenProps<"unsupportedMall">> = () => {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const title = intl.formatMessage({ id: "ui.unsupported.title" });
  // The spec's English wording stays on screen in every locale, so support can match reports.
  const code = intl.formatMessage({ id: "ui.unsupported.code" });
  const requested = requestedMall(pathname, search);
  return (
    <SystemMessage
      icon="store"
      title={title}
      subtitle={code !== title ? <span lang="en">{code}</span> : undefined}
      body={intl.formatMessage({ id: "ui.unsupported.body" })}
      action={{ to: "/", label: intl.formatMessage({ id: "ui.system.toGate" }) }}
      detail={requested ? intl.formatMessage({ id: "ui.unsupported.requested" }, { name: requested }) : undefined}
    />
  );
};

export default UnsupportedMallScreen;
