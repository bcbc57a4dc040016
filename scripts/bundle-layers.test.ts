import { describe, expect, it } from "vitest";
import { layerOf, type LayerContext } from "./bundle-layers.mjs";

/** A module graph: each module's static and dynamic imports; importers are derived. */
function graph(imports: Record<string, { static?: string[]; dynamic?: string[] }>, entry = "/app/main.tsx"): LayerContext {
  const ids = new Set([...Object.keys(imports), ...Object.values(imports).flatMap((m) => [...(m.static ?? []), ...(m.dynamic ?? [])])]);
  return {
    getModuleInfo: (id) =>
      ids.has(id)
        ? {
            isEntry: id === entry,
            importedIds: imports[id]?.static ?? [],
            importers: [...ids].filter((m) => imports[m]?.static?.includes(id)),
            dynamicImporters: [...ids].filter((m) => imports[m]?.dynamic?.includes(id)),
          }
        : null,
  };
}

const app = graph({
  "/app/main.tsx": { static: ["/engine/shell/app-shell.tsx", "/app/screen-registry.ts"] },
  "/app/screen-registry.ts": {
    dynamic: [
      "/screens/events/event-list.screen.tsx",
      "/screens/events/stamp-event.screen.tsx",
      "/screens/stores/tenant-list.screen.tsx",
      "/screens/main/mall-home.screen.tsx",
      "/screens/service/inquiry.screen.tsx",
      "/screens/service/inquiry-list.screen.tsx",
    ],
  },
  "/engine/shell/app-shell.tsx": { dynamic: ["/engine/bridge/detect-app.ts", "/engine/shell/member-box.tsx", "/engine/session/session-service.ts"] },
  "/engine/shell/member-box.tsx": { static: ["/engine/session/use-session.ts"] },
  "/engine/session/session-service.ts": { static: ["/node_modules/xstate/dist/xstate.esm.js", "/machines/session.machine.ts"] },
  "/machines/session.machine.ts": { static: ["/node_modules/xstate/dist/xstate.esm.js"] },
  "/screens/main/mall-home.screen.tsx": { static: ["/screens/main/quick-link-grid.tsx", "/engine/ui/empty-state.tsx"] },
  "/screens/events/event-list.screen.tsx": {
    static: [
      "/screens/events/event-card.tsx",
      "/engine/data/query-view.tsx",
      "/schemas/api/events.ts",
      "/screens/events/event-list.messages.ts",
      "/engine/forms/form.tsx",
      "/engine/data/use-paged-list.ts",
    ],
  },
  "/screens/events/event-list.messages.ts": { dynamic: ["/screens/events/event-list.messages.en.ts"] },
  "/screens/events/stamp-event.screen.tsx": {
    static: ["/screens/events/event-card.tsx", "/screens/events/stamp-board.tsx", "/screens/events/event-badge.tsx"],
  },
  "/screens/events/event-card.tsx": { static: ["/engine/format/dates.ts", "/engine/ui/barcode.tsx", "/screens/events/event-badge.tsx"] },
  "/screens/events/stamp-board.tsx": { static: ["/node_modules/xstate/dist/xstate.esm.js"] },
  "/engine/ui/barcode.tsx": { static: ["/node_modules/jsbarcode/bin/JsBarcode.js"] },
  "/screens/stores/tenant-list.screen.tsx": {
    static: [
      "/engine/data/query-view.tsx",
      "/schemas/api/tenants.ts",
      "/engine/maps/floor-map.tsx",
      "/screens/stores/tenant-row.tsx",
      "/engine/forms/form.tsx",
    ],
  },
  "/engine/data/query-view.tsx": { static: ["/schemas/api/common.ts"] },
  "/screens/service/inquiry.screen.tsx": { static: ["/screens/service/use-inquiry-flow.ts"] },
  "/screens/service/inquiry-list.screen.tsx": { static: ["/screens/service/use-inquiry-flow.ts", "/engine/data/use-paged-list.ts"] },
  "/screens/service/use-inquiry-flow.ts": { static: ["/machines/inquiry.machine.ts", "/engine/flows/start-actor.ts"] },
  "/machines/inquiry.machine.ts": { static: ["/node_modules/xstate/dist/xstate.esm.js"] },
  "/engine/flows/start-actor.ts": { static: ["/node_modules/xstate/dist/xstate.esm.js"] },
  "/engine/data/use-paged-list.ts": { static: ["/machines/paged-list.machine.ts"] },
  "/machines/paged-list.machine.ts": { static: ["/node_modules/xstate/dist/xstate.esm.js"] },
  "/schemas/api/events.ts": { static: ["/node_modules/zod/v4/mini/schemas.js", "/schemas/api/common.ts"] },
});
const of = (id: string) => layerOf(id, app);

describe("chunk layers", () => {
  it("ships what the entry imports and the first routes' areas in the main chunk", () => {
    expect(of("/engine/shell/app-shell.tsx")).toBe("first");
    expect(of("/screens/main/quick-link-grid.tsx")).toBe("first");
  });

  it("ships xstate, the machines and the engine code that starts one as the flows", () => {
    expect(of("/node_modules/xstate/dist/xstate.esm.js")).toBe("layer-flows");
    expect(of("/machines/session.machine.ts")).toBe("layer-flows");
    expect(of("/engine/session/session-service.ts")).toBe("layer-flows");
  });

  it("ships a machine several areas' screens start as the flows, and one a single area's screens start with them", () => {
    expect(of("/machines/paged-list.machine.ts")).toBe("layer-flows");
    expect(of("/engine/data/use-paged-list.ts")).toBe("layer-flows");
    expect(of("/machines/inquiry.machine.ts")).toBeNull();
    expect(of("/screens/service/use-inquiry-flow.ts")).toBeNull();
    // What starts a screen's machine is the flows' own code, whoever uses it.
    expect(of("/engine/flows/start-actor.ts")).toBe("layer-flows");
  });

  it("ships zod and the contract shared by areas as the contract, and an area's own endpoints with the area", () => {
    expect(of("/node_modules/zod/v4/mini/schemas.js")).toBe("layer-contract");
    expect(of("/schemas/api/common.ts")).toBe("layer-contract");
    expect(of("/schemas/api/tenants.ts")).toBe("area-stores");
    expect(of("/schemas/api/events.ts")).toBe("area-events");
  });

  it("ships the shell's lazy parts that need nothing else as the shell, the rest of the engine as the kit", () => {
    expect(of("/engine/bridge/detect-app.ts")).toBe("layer-shell");
    expect(of("/engine/shell/member-box.tsx")).toBe("layer-kit");
    expect(of("/engine/data/query-view.tsx")).toBe("layer-kit");
    expect(of("/engine/maps/floor-map.tsx")).toBe("area-stores");
  });

  it("ships the kit's forms and floor maps, used by several areas, in chunks of their own", () => {
    expect(of("/engine/forms/form.tsx")).toBe("layer-kit-forms");
  });

  it("ships an area's code that several of its screens use as the area, and code one screen uses with that screen", () => {
    expect(of("/screens/events/event-badge.tsx")).toBe("area-events");
    expect(of("/screens/stores/tenant-row.tsx")).toBeNull();
  });

  it("leaves to rolldown what only some screens need: a flow's area code, screen libraries, a screen's messages", () => {
    expect(of("/screens/events/event-card.tsx")).toBeNull();
    expect(of("/engine/ui/barcode.tsx")).toBeNull();
    expect(of("/screens/events/stamp-board.tsx")).toBeNull();
    expect(of("/screens/events/event-list.messages.ts")).toBeNull();
    expect(of("/screens/events/event-list.messages.en.ts")).toBeNull();
    expect(of("/screens/events/event-list.screen.tsx")).toBeNull();
  });
});
