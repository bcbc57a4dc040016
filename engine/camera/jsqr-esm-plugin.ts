import type { Plugin } from "vite";

/** jsqr's file: webpack's UMD wrapper around the decoder (the package has no ES module build). */
const JSQR_FILE = /[\\/]node_modules[\\/]jsqr[\\/]dist[\\/]jsQR\.js$/;
/** The wrapper's head, up to the factory function it calls. */
const UMD_HEAD = /^\(function webpackUniversalModuleDefinition\(root, factory\) \{[\s\S]*?\}\)\(typeof self !== 'undefined' \? self : this, function\(\) \{/;
/** The wrapper's tail: the end of the factory and of the call. */
const UMD_TAIL = /\}\);\s*$/;

/**
 * Serves jsqr to the bundler as an ES module (its default export is the decoder), not as CommonJS:
 * a CommonJS module makes the bundler ship its interop helpers as a runtime chunk of their own that
 * every page then loads (0.4 KiB gzip on every route, for a decoder only the QR page loads on scan).
 * Fails the build if the wrapper changes shape in a new jsqr version.
 */
export function jsqrAsEsModule(): Plugin {
  return {
    name: "jsqr-as-es-module",
    enforce: "pre",
    transform(code, id) {
      if (!JSQR_FILE.test(id)) return null;
      if (!UMD_HEAD.test(code) || !UMD_TAIL.test(code)) this.error("jsqr's UMD wrapper changed: update engine/camera/jsqr-esm-plugin.ts");
      return { code: code.replace(UMD_HEAD, "export default (function() {").replace(UMD_TAIL, "})();\n"), map: null };
    },
  };
}
