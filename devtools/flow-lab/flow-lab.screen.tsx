import type { FC } from "react";
import type { ScreenProps } from "../../engine/screen-props.ts";

/**
 * /__flows: the developer-only flow lab (it takes ScreenProps but reads none of them). The route is
 * mounted only in development builds; in a production build this module holds no lab code at all
 * (no registry, no xstate/graph, not even React), so nothing of it reaches the bundle.
 */
const FlowLabScreen: FC<ScreenProps<"flowLab">> = import.meta.env.DEV ? (await import("./flow-lab-page.tsx")).FlowLabPage : () => null;

export default FlowLabScreen;
