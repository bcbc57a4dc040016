import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import type { MallManifest } from "../../schemas/manifest.ts";

const theme = { primary: "#0f3b5a", onPrimary: "#ffffff", accent: "#137370", surface: "#eef4f8" };

export function gateBundleFixture(malls: MallManifest[]): Pick<ManifestBundle, "brands" | "malls"> {
  return {
    brands: {
      brandWord: "FIELD MALL",
      defaultMall: "hanam",
      baseTitle: { ko: "FIELD MALL", en: "FIELD MALL" },
      gateSections: [
        { id: "main", label: { ko: "메인 브랜드", en: "Main brand" } },
        { id: "city", label: { ko: "시티 브랜드", en: "City brand" } },
        { id: "centerfield", label: { ko: "센터필드", en: "Centerfield" } },
      ],
      groups: [
        {
          id: "main",
          name: { ko: "필드몰", en: "FIELD MALL" },
          hosts: { production: "m.example", development: ["localhost:5173"] },
          introTokenGroup: "main",
          theme,
        },
      ],
    },
    malls: Object.fromEntries(malls.map((m) => [m.path, m])),
  };
}
