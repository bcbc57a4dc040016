// The dom project's test files share one jsdom window per worker (scripts/unit-projects.mjs): each
// file leaves it as it found it. Properties a test sets or redefines on window, navigator,
// document, storage and the element prototypes (scrollY, userAgent, mediaDevices, play…) are put
// back, the DOM, storage, cookies and the URL are reset, so no file sees another's leftovers.
import { cleanup } from "@testing-library/react";
import { afterAll, beforeAll } from "vitest";

type Snapshot = { target: object; descriptors: Map<PropertyKey, PropertyDescriptor> };

const targets = (): object[] => [
  window,
  navigator,
  document,
  history,
  HTMLElement.prototype,
  Element.prototype,
  Node.prototype,
  HTMLMediaElement.prototype,
  HTMLCanvasElement.prototype,
  HTMLVideoElement.prototype,
  HTMLDialogElement.prototype,
];

let snapshots: Snapshot[] = [];
let url = "";

beforeAll(() => {
  url = location.href;
  snapshots = targets().map((target) => ({
    target,
    descriptors: new Map(Reflect.ownKeys(target).map((k) => [k, Object.getOwnPropertyDescriptor(target, k)!])),
  }));
});

afterAll(() => {
  cleanup();
  for (const { target, descriptors } of snapshots)
    for (const key of new Set([...descriptors.keys(), ...Reflect.ownKeys(target)])) restore(target, key, descriptors.get(key));
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("lang");
  document.body.removeAttribute("class");
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(";")) {
    const name = c.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, "", url);
});

/** Puts a property back as it was when the file started (absent: removed), where the object lets it. */
function restore(target: object, key: PropertyKey, before: PropertyDescriptor | undefined): void {
  const now = Object.getOwnPropertyDescriptor(target, key);
  if (now && before && sameDescriptor(before, now)) return;
  if (!now) {
    if (before) Object.defineProperty(target, key, before);
  } else if (now.configurable) {
    if (before) Object.defineProperty(target, key, before);
    else Reflect.deleteProperty(target, key);
  } else if (now.writable) Reflect.set(target, key, before?.value);
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable && a.configurable === b.configurable;
}
