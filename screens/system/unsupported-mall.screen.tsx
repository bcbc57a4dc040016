import type { FC } from "react";
import { useLocation } from "react-router";
import { SystemMessage } from "./system-message.tsx";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";

/** The mall the visitor asked for: the `mall` query, else the first path segment. */
function requestedMall(pathname: string, search: string): string | null {
  const fromQuery = new URLSearchParams(search).get("mall");
  if (fromQuery) return fromQuery;
  const first = pathname.split("/").find(Boolean);
  return first ? decodeURIComponent(first) : null;
}

/** The spec's 'Mall not supported' error: an unknown mall was asked for. It takes ScreenProps but reads none of them. */
const UnsupportedMallScreen: FC<ScreenProps<"unsupportedMall">> = () => {
  const kit = useKitWords();
  const { pathname, search } = useLocation();
  const title = kit("ui.unsupported.title");
  // The spec's English wording stays on screen in every locale, so support can match reports.
  const code = kit("ui.unsupported.code");
  const requested = requestedMall(pathname, search);
  return (
    <SystemMessage
      icon="store"
      title={title}
      subtitle={code !== title ? <span lang="en">{code}</span> : undefined}
      body={kit("ui.unsupported.body")}
      action={{ to: "/", label: kit("ui.system.toGate") }}
      detail={requested ? kit("ui.unsupported.requested", { name: requested }) : undefined}
    />
  );
};

export default UnsupportedMallScreen;
