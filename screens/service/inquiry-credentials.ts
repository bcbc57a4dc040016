/** A visitor's e-mail and password for their inquiries at one mall. */
export interface InquiryCredentials {
  custEmail: string;
  qutnPw: string;
}

// In memory only: never the URL, never storage. They last as long as the tab's page (a reload
// forgets them, and a deep link to a thread then asks for them again).
const kept = new Map<string, InquiryCredentials>();

/** The visitor's inquiry credentials by mall, kept in memory for the thread and the lookup. */
export const inquiryCredentials = {
  get: (mall: string): InquiryCredentials | null => kept.get(mall) ?? null,
  has: (mall: string): boolean => kept.has(mall),
  keep(mall: string, credentials: InquiryCredentials): void {
    kept.set(mall, { ...credentials });
  },
  forget(mall: string): void {
    kept.delete(mall);
  },
};
