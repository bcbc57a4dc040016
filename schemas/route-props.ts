import type * as z from "zod/mini";
import type { MallManifest } from "./manifest.ts";
import type { RouteNode, RouteSet } from "./route-set.ts";
import type { ScreenId } from "./screen-ids.ts";
import { screenPropsSchemas } from "./screens/props.ts";

type Props = Record<string, string | number | boolean>;
type Issue = (path: (string | number)[], message: string) => void;

function parseProps(screen: ScreenId, props: Props | undefined): z.core.util.SafeParseResult<Props> {
  return screenPropsSchemas[screen].safeParse(props ?? {}) as z.core.util.SafeParseResult<Props>;
}

function walk(nodes: readonly RouteNode[], at: (string | number)[], visit: (node: RouteNode, at: (string | number)[]) => void) {
  nodes.forEach((node, i) => {
    const here = [...at, i];
    visit(node, here);
    if (node.children) walk(node.children, [...here, "children"], visit);
  });
}

/** Reports every route whose props do not fit its screen's props schema (schemas/screens/props.ts). */
export function checkRouteProps(routeSets: Record<string, RouteSet>, malls: Record<string, MallManifest>, issue: Issue): void {
  const check = (screen: ScreenId, props: Props | undefined, at: (string | number)[]) => {
    const parsed = parseProps(screen, props);
    if (parsed.success) return;
    for (const i of parsed.error.issues)
      issue([...at, "props", ...i.path.map((p) => (typeof p === "symbol" ? String(p) : p))], `${i.message} (props of screen "${screen}")`);
  };
  for (const [file, set] of Object.entries(routeSets)) {
    walk(set.routes, ["routeSets", file, "routes"], (node, at) => {
      if (node.screen) check(node.screen, node.props, at);
    });
  }
  for (const [file, mall] of Object.entries(malls)) if (mall.screen) check(mall.screen, mall.props, ["malls", file]);
}

const parsedNode = (node: RouteNode): RouteNode => {
  const props = node.screen ? parseProps(node.screen, node.props) : null;
  return {
    ...node,
    ...(props?.success ? { props: props.data } : {}),
    ...(node.children ? { children: node.children.map(parsedNode) } : {}),
  };
};

/** The route sets and malls with every screen's props parsed (defaults applied): what the browser receives. */
export function withParsedProps<T extends { routeSets: Record<string, RouteSet>; malls: Record<string, MallManifest> }>(bundle: T): T {
  const routeSets = Object.fromEntries(Object.entries(bundle.routeSets).map(([k, s]) => [k, { ...s, routes: s.routes.map(parsedNode) }]));
  const malls = Object.fromEntries(
    Object.entries(bundle.malls).map(([k, m]) => {
      const props = m.screen ? parseProps(m.screen, m.props) : null;
      return [k, props?.success ? { ...m, props: props.data } : m];
    }),
  );
  return { ...bundle, routeSets, malls };
}
