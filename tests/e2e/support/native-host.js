/*
 * Simulated native app for e2e tests: a plain browser script, injected before any page script.
 *
 *   await context.addInitScript((cfg) => { window.__nativeHostConfig = cfg; }, { deviceId: "e2e-device" });
 *   await context.addInitScript({ path: "tests/e2e/support/native-host.js" });
 *
 * (Init scripts run in the order added: set the config first, since `platform` is read once.)
 *
 * The app only believes it runs in its webview when the user agent carries a webview marker as
 * well (engine/bridge/detect-app.ts), so create the context with one, for example:
 *
 *   browser.newContext({ ...devices["Pixel 7"], browserName: "chromium",
 *     userAgent: `${devices["Pixel 7"].userAgent} FieldMallApp/9.9.9` })
 *
 * Config (window.__nativeHostConfig; apart from platform it is read on every call, so a test
 * may change it mid-run with page.evaluate):
 *   platform     "android" (window.MallNative, JSON strings; default) or "ios" (webkit handler, objects)
 *   deviceId, custId, loginToken   answers of the read calls (null or "" = no value)
 *   values       { aToken, custId, xMbrNo, xScmToken, pushAgreement } for getValues; setValue writes
 *                here, and what it writes survives a reload of the tab (sessionStorage), as the
 *                app's own store would
 *   delayMs      { default: 5, getDeviceId: 20, ... } answer delay per method
 *   silent       ["loginToken", ...] methods that never answer (the web side times out)
 *   failing      ["getCustId", ...] methods answered with { ok: false }
 *
 * Every call is recorded in window.__nativeCalls as { method, params, at } (at = ms since load),
 * so a test can assert, say, that getGate was called with { code: "02", name: "코엑스몰" }.
 *
 * Answers go to window.mallBridge.receive(json). If the app has not installed that hook yet,
 * they are pushed to window.mallBridgeInbox, which the app's bridge drains when it starts
 * (the contract in engine/bridge/README.md).
 */
(function installNativeHost() {
  "use strict";
  if (window.__nativeHost) return;

  var DEFAULTS = {
    platform: "android",
    deviceId: "e2e-device-0001",
    custId: null,
    loginToken: null,
    values: {},
    delayMs: { default: 5 },
    silent: [],
    failing: [],
  };

  function config() {
    var c = window.__nativeHostConfig || {};
    var merged = {};
    for (var k in DEFAULTS) merged[k] = Object.prototype.hasOwnProperty.call(c, k) ? c[k] : DEFAULTS[k];
    if (!merged.values || typeof merged.values !== "object") merged.values = {};
    return merged;
  }

  // What setValue wrote, kept for the tab like the app's own store keeps it across page loads.
  var STORED = "__nativeHostValues";
  function storedValues() {
    try {
      var raw = window.sessionStorage.getItem(STORED);
      var parsed = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === "object" ? parsed : {};
    } catch (e) {
      return {};
    }
  }
  function store(key, value) {
    try {
      var all = storedValues();
      all[key] = value;
      window.sessionStorage.setItem(STORED, JSON.stringify(all));
    } catch (e) {
      // No storage in this frame: the value lives until the page goes.
    }
  }

  var calls = (window.__nativeCalls = window.__nativeCalls || []);
  var started = Date.now();

  function answerFor(cfg, method, params) {
    switch (method) {
      case "getDeviceId":
        return cfg.deviceId;
      case "getCustId":
        return cfg.custId;
      case "loginToken":
        return cfg.loginToken;
      case "getValues": {
        var out = {};
        var keys = (params && params.keys) || [];
        var kept = storedValues();
        for (var i = 0; i < keys.length; i++) {
          var v = Object.prototype.hasOwnProperty.call(kept, keys[i]) ? kept[keys[i]] : cfg.values[keys[i]];
          out[keys[i]] = v === undefined ? null : v;
        }
        return out;
      }
      case "setValue":
        // Keep the value where later getValues calls read it, like the app's own store.
        window.__nativeHostConfig = window.__nativeHostConfig || {};
        window.__nativeHostConfig.values = Object.assign({}, cfg.values);
        window.__nativeHostConfig.values[params.key] = params.value;
        store(params.key, params.value);
        return true;
      default:
        return true;
    }
  }

  function deliver(json) {
    var hook = window.mallBridge;
    if (hook && typeof hook.receive === "function") hook.receive(json);
    else (window.mallBridgeInbox = window.mallBridgeInbox || []).push(json);
  }

  function handle(message) {
    var request = typeof message === "string" ? JSON.parse(message) : message;
    var cfg = config();
    var method = request && request.method;
    calls.push({ method: method, params: request && request.params, at: Date.now() - started });
    if (!request || typeof request.id !== "string" || cfg.silent.indexOf(method) !== -1) return;
    var delays = cfg.delayMs || {};
    var delay = typeof delays[method] === "number" ? delays[method] : delays["default"] || 0;
    var reply =
      cfg.failing.indexOf(method) !== -1
        ? { id: request.id, ok: false, error: "simulated failure" }
        : { id: request.id, ok: true, value: answerFor(cfg, method, request.params) };
    // Always asynchronous, like a real app: the answer never arrives inside postMessage.
    setTimeout(function () {
      deliver(JSON.stringify(reply));
    }, delay);
  }

  if (config().platform === "ios") {
    window.webkit = window.webkit || {};
    window.webkit.messageHandlers = window.webkit.messageHandlers || {};
    window.webkit.messageHandlers.mallNative = { postMessage: handle };
  } else {
    window.MallNative = { postMessage: handle };
  }
  window.__nativeHost = { calls: calls, deliver: deliver };
})();
