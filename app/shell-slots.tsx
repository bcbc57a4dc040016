import { inspectRequested } from "../engine/inspection/inspect-flag.ts";
import type { ShellSlots } from "../engine/shell/shell-frame.tsx";
import { lazyPart } from "../engine/routing/lazy-part.ts";

const UnsupportedMall = lazyPart(() => import("../screens/system/unsupported-mall.screen.tsx"));
// Centerfield's search dialog (query cfSearch) loads when it opens; its words, and the kit's it shows, ship with its module.
const CfSearchDialog = lazyPart(() => import("../screens/stores/cf-search-dialog.tsx").then((m) => ({ default: m.CfSearchDialog })));
// Centerfield's route finder (query mapSearch) loads when it opens; its words, the floor map's and the kit's ship with their modules.
const RouteFinderDialog = lazyPart(() => import("../screens/visit/route-finder-dialog.tsx").then((m) => ({ default: m.RouteFinderDialog })));
// The store popup over a home (query tnId on Main) loads when it opens, with the stores area's popup.
const StorePopupQueryDialog = lazyPart(() => import("../screens/stores/store-popup-query.tsx").then((m) => ({ default: m.StorePopupQueryDialog })));
// Centerfield's terms over any of its pages (query agreement) load when they open, with the terms viewer.
const AgreementQueryDialog = lazyPart(() => import("../screens/service/agreement-dialog.tsx").then((m) => ({ default: m.AgreementQueryDialog })));
// The lecture and program detail dialog (query lecture on Main, the program pages and Suwon's main) loads when it opens.
const LectureQueryDialog = lazyPart(() => import("../screens/programs/lecture-dialog.tsx").then((m) => ({ default: m.LectureQueryDialog })));
// The winner dialog of the standard malls (query winners on the program pages, Main and the lecture dialog's routes) loads when it opens.
const WinnersQueryDialog = lazyPart(() => import("../screens/programs/winner-dialog.tsx").then((m) => ({ default: m.WinnersQueryDialog })));
// Development builds only: the live actor panel of ?inspect=1; production builds drop it and its chunk.
const InspectorPanel = import.meta.env.DEV
  ? lazyPart(() => import("../devtools/flows/inspector-panel.tsx").then((m) => ({ default: m.InspectorPanel })))
  : null;

/** The screens and panels the shell shows that the engine may not import itself. */
export const shellSlots: ShellSlots = {
  UnsupportedMall,
  DevPanel: InspectorPanel && inspectRequested() ? InspectorPanel : null,
  QueryDialogs: {
    cfSearch: CfSearchDialog,
    mapSearch: RouteFinderDialog,
    tnId: StorePopupQueryDialog,
    agreement: AgreementQueryDialog,
    lecture: LectureQueryDialog,
    winners: WinnersQueryDialog,
  },
};
