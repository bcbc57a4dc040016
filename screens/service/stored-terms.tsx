import { formatVersionLabel } from "../../engine/format/version-label.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { storedTermsMessages } from "./stored-terms.messages.ts";
import styles from "./terms.module.css";

type StoredId = keyof (typeof storedTermsMessages)["ko"];

/** The terms the app keeps a copy of (decision 8): the privacy policy, the CCTV policy and the membership terms. */
export type StoredKind = "privacy" | "imageInfo" | "membership";

/** Each stored copy: the version it is a copy of, its title and its sections (heading, text). */
const STORED: Readonly<Record<StoredKind, { version: string; title: StoredId; sections: readonly (readonly [StoredId, StoredId])[] }>> = {
  privacy: {
    version: "Ver5.0",
    title: "stored.privacy",
    sections: [
      ["stored.privacy.items", "stored.privacy.items.text"],
      ["stored.privacy.purpose", "stored.privacy.purpose.text"],
      ["stored.privacy.retention", "stored.privacy.retention.text"],
      ["stored.privacy.thirdParty", "stored.privacy.thirdParty.text"],
      ["stored.privacy.officer", "stored.privacy.officer.text"],
    ],
  },
  imageInfo: {
    version: "Ver2.0",
    title: "stored.imageInfo",
    sections: [
      ["stored.imageInfo.purpose", "stored.imageInfo.purpose.text"],
      ["stored.imageInfo.cameras", "stored.imageInfo.cameras.text"],
      ["stored.imageInfo.retention", "stored.imageInfo.retention.text"],
      ["stored.imageInfo.access", "stored.imageInfo.access.text"],
    ],
  },
  membership: {
    version: "Ver3.0",
    title: "stored.membership",
    sections: [
      ["stored.membership.purpose", "stored.membership.purpose.text"],
      ["stored.membership.points", "stored.membership.points.text"],
      ["stored.membership.expiry", "stored.membership.expiry.text"],
      ["stored.membership.grades", "stored.membership.grades.text"],
    ],
  },
};

/** The stored copy of a key, if the app keeps one: privacy, image_info and the mall's {product}_membership. */
export function storedKindOf(key: string, product: string): StoredKind | null {
  if (key === "privacy") return "privacy";
  if (key === "image_info") return "imageInfo";
  return key === `${product}_membership` ? "membership" : null;
}

/** The version label of a stored copy (Ver.5.0). */
export const storedVersion = (kind: StoredKind): string => formatVersionLabel(STORED[kind].version);

/** The title of a stored copy, in the page's language. */
export function useStoredTitle(kind: StoredKind | null): string | null {
  const t = useMessages(storedTermsMessages);
  return kind === null ? null : t(STORED[kind].title);
}

/** A stored copy's sections, as plain text (no HTML to sanitize). */
export function StoredTerms({ kind }: { kind: StoredKind }) {
  const t = useMessages(storedTermsMessages);
  return (
    <div className={styles.body}>
      {STORED[kind].sections.map(([heading, text]) => (
        <section key={heading}>
          <h3>{t(heading)}</h3>
          <p>{t(text)}</p>
        </section>
      ))}
    </div>
  );
}
