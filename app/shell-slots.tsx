import { lazy } from "react";
import { loadMessageParts, loadScreenMessages } from "../engine/i18n/messages.ts";
import { inspectRequested } from "../engine/inspection/inspect-flag.ts";
import type { ShellSlots } from "../engine/shell/shell-frame.tsx";

const UnsupportedMall = lazy(() => import("../screens/system/unsupported-mall.screen.tsx"));
// Centerfield's search dialog (query cfSearch) loads when it opens, with the search screen's words.
const CfSearchDialog = lazy(() => Promise.all([import("../screens/stores/cf-search-dialog.tsx"), loadScreenMessages("search")]).then(([m]) => ({ default: m.CfSearchDialog })));
// Centerfield's route finder (query mapSearch) loads when it opens, with the floor map's words (its own ship with its module).
export const ROUTE_FINDER_PARTS = ["floorMap"];
const RouteFinderDialog = lazy(() => Promise.all([import("../screens/visit/route-finder-dialog.tsx"), loadMessageParts(ROUTE_FINDER_PARTS)]).then(([m]) => ({ default: m.RouteFinderDialog })));
// Development builds only: the live actor panel of ?inspect=1; production builds drop it and its chunk.
const InspectorPanel = import.meta.env.DEV ? lazy(() => import("../devtools/flows/inspector-panel.tsx").then((m) => ({ default: m.InspectorPanel }))) : null;

/** The screens and panels the shell shows that the engine may not import itself. */
export const shellSlots: ShellSlots = {
  UnsupportedMall,
  DevPanel: InspectorPanel && inspectRequested() ? InspectorPanel : null,
  QueryDialogs: { cfSearch: CfSearchDialog, mapSearch: RouteFinderDialog },
};
