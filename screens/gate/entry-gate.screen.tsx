import { useMemo, type FC } from "react";
import { bundle } from "../../engine/manifests/bundle.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { gateSections } from "./gate-entries.ts";
import { GateView } from "./gate-view.tsx";
import type { ScreenProps } from "../../engine/screen-props.ts";

/** The entry gate at / and /introTest: every branch of the group, grouped by brand. It takes ScreenProps but reads none of them. */
const EntryGateScreen: FC<ScreenProps<"entryGate">> = () => {
  const { locale } = useMall();
  const sections = useMemo(() => gateSections(bundle), []);
  return <GateView brandWord={bundle.brands.brandWord} sections={sections} locale={locale} />;
};

export default EntryGateScreen;
