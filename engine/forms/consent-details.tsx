import styles from "./consent-details.module.css";

/**
 * What a personal-data consent covers (items, purpose, entrustee, keeping period, the right to
 * refuse), folded under its summary above the consent's checkbox, as the forms that collect
 * personal data show it (the 1:1 inquiry, the program and rental applications).
 */
export function ConsentDetails({ summary, points }: { summary: string; points: readonly string[] }) {
  return (
    <details className={styles.consent}>
      <summary>{summary}</summary>
      <ul>
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </details>
  );
}
