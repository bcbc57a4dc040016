import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import styles from "./floor-map.module.css";

/** Opens the map popup: adds showMap=show to the address (a history step, so back closes it), the page staying where it is. */
export function MapPopupButton({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const open = () => {
    const next = new URLSearchParams(location.search);
    next.set("showMap", "show");
    void navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { preventScrollReset: true });
  };
  return (
    <button type="button" className={styles.popupButton} onClick={open}>
      {children}
    </button>
  );
}
