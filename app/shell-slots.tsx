import { lazy } from "react";
import { loadKitMessages } from "../engine/i18n/messages.ts";
import { inspectRequested } from "../engine/inspection/inspect-flag.ts";
import type { ShellSlots } from "../engine/shell/shell-frame.tsx";

const UnsupportedMall = lazy(() => import("../screens/system/unsupported-mall.screen.tsx"));
// Centerfield's search dialog (query cfSearch) loads when it opens, with the screen kit's words (its own ship with its module).
const CfSearchDialog = lazy(() =>
  Promise.all([import("../screens/stores/cf-search-dialog.tsx"), loadKitMessages()]).then(([m]) => ({ default: m.CfSearchDialog })),
);
// Centerfield's route finder (query mapSearch) loads when it opens, with the screen kit's words (its own and the floor map's ship with their modules).
const RouteFinderDialog = lazy(() =>
  Promise.all([import("../screens/visit/route-finder-dialog.tsx"), loadKitMessages()]).then(([m]) => ({ default: m.RouteFinderDialog })),
);
// Development builds only: the live actor panel of ?inspect=1; production builds drop it and its chunk.
const InspectorPanel = import.meta.env.DEV ? lazy(() => import("../devtools/flows/inspector-panel.tsx").then((m) => ({ default: m.InspectorPanel }))) : null;

/** The screens and panels the shell shows that the engine may not import itself. */
export const shellSlots: ShellSlots = {
  UnsupportedMall,
  DevPanel: InspectorPanel && inspectRequested() ? InspectorPanel : null,
  QueryDialogs: { cfSearch: CfSearchDialog, mapSearch: RouteFinderDialog },
};
