/**
 * The member's customer id as the API client sends it (custid). There is no member store yet: the
 * login flow writes here when a member logs in (setCustId) and clears it on logout or when the
 * spec's missing-consent rule clears the member (clearCustId). It survives reloads in local storage.
 */
export const CUST_ID_KEY = "custId";

let current: string | null | undefined;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The known customer id, or null. */
export function getCustId(): string | null {
  if (current === undefined) current = storage()?.getItem(CUST_ID_KEY) || null;
  return current;
}

/** Remembers the logged-in member's customer id. */
export function setCustId(custId: string): void {
  current = custId || null;
  if (current) storage()?.setItem(CUST_ID_KEY, current);
  else storage()?.removeItem(CUST_ID_KEY);
}

/** Forgets the customer id (logout). */
export function clearCustId(): void {
  current = null;
  storage()?.removeItem(CUST_ID_KEY);
}
