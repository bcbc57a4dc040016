import { useMemo } from "react";
import { bundle } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { gateSections } from "./gate-entries.ts";
import { GateView } from "./gate-view.tsx";

/** The entry gate at / and /introTest: every branch of the group, grouped by brand. */
export default function EntryGateScreen(_: ScreenProps) {
  const { locale } = useMall();
  const sections = useMemo(() => gateSections(bundle), []);
  return <GateView brandWord={bundle.brands.brandWord} sections={sections} locale={locale} />;
}
