import { useEffect, useState } from "react";
import { Button } from "../../engine/ui/button.tsx";
import { ConfirmDialog } from "../../engine/ui/confirm-dialog.tsx";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { Drawer } from "../../engine/ui/drawer.tsx";
import { LoadingOverlay } from "../../engine/ui/loading-overlay.tsx";
import { Splash } from "../../engine/ui/splash.tsx";
import styles from "./layouts.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { layoutsMessages } from "./layouts.messages.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";

type Open = "dialog" | "confirm" | "drawer" | "loading" | "splash" | null;

/** How long the sample loading veil and splash stay up before they fade. */
const DEMO_MS = 1500;

/** Style-guide section for the overlays; each opens from a button. */
export function OverlaySection() {
  const kit = useKitWords();
  const t = useMessages(layoutsMessages);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  useEffect(() => {
    if (open !== "loading" && open !== "splash") return;
    const timer = setTimeout(() => setOpen(null), DEMO_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <section className={styles.section}>
      <h2>{t("ui.layouts.overlays")}</h2>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setOpen("dialog")}>
          {t("ui.layouts.openDialog")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen("confirm")}>
          {t("ui.layouts.openConfirm")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen("drawer")}>
          {t("ui.layouts.openDrawer")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen("loading")}>
          {t("ui.layouts.showLoading")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen("splash")}>
          {t("ui.layouts.showSplash")}
        </Button>
      </div>
      <Dialog open={open === "dialog"} onClose={close} title={t("ui.layouts.dialogTitle")} footer={<Button onClick={close}>{kit("ui.confirm.ok")}</Button>}>
        <p>{t("ui.layouts.dialogBody")}</p>
      </Dialog>
      <ConfirmDialog open={open === "confirm"} text={t("ui.layouts.confirmText")} onPositive={close} onNegative={close} />
      <Drawer
        open={open === "drawer"}
        onClose={close}
        title={t("ui.layouts.title")}
        links={[
          { to: "/layouts", label: t("ui.layouts.buttons"), icon: "store" },
          { to: "/layouts#tabs", label: t("ui.layouts.tabs"), icon: "floors" },
        ]}
      />
      <LoadingOverlay visible={open === "loading"} />
      <Splash visible={open === "splash"} wordmark="FIELD MALL" />
    </section>
  );
}
