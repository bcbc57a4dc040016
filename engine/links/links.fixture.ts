import type { LinkPolicy } from "./link-policy.ts";

/** The policy the link tests run under: an app origin, two listed hosts and one app scheme. */
export const testPolicy: LinkPolicy = {
  origin: "https://m.fieldmall.example",
  externalHosts: ["www.spoint.example", "*.shops.example"],
  appSchemes: ["fieldmall"],
};
