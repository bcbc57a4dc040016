import type { FC } from "react";
import { useMall } from "../../engine/shell/mall-context.ts";
import { homeLink } from "./mall-home-link.ts";
import { SystemMessage } from "./system-message.tsx";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";

/** An unknown path inside a mall. It takes ScreenProps but reads none of them. */
const NotFoundScreen: FC<ScreenProps<"notFound">> = () => {
  const kit = useKitWords();
  const { mall, locale } = useMall();
  return <SystemMessage icon="directions" title={kit("ui.notFound.title")} body={kit("ui.notFound.body")} action={homeLink(mall, locale, kit)} />;
};

export default NotFoundScreen;
