import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import type { MallManifest } from "../../schemas/manifest.ts";
import { useServices } from "../services/services.ts";
import { loginWithReturn } from "../session/mall-paths.ts";
import { useSession } from "../session/use-session.ts";
import { Button } from "../ui/button.tsx";
import styles from "./member-box.module.css";

/** The drawer's member line: the member's name with a logout button, or a login link for a visitor. */
export function MemberBox({ mall }: { mall: MallManifest }) {
  const intl = useIntl();
  const location = useLocation();
  const { session } = useServices();
  const { status, member } = useSession();
  if (status === "member" && member) {
    return (
      <div className={styles.box}>
        <p className={styles.name}>{intl.formatMessage({ id: "shell.member.greeting" }, { name: member.mbr_nm })}</p>
        <Button variant="secondary" size="sm" onClick={() => void session.logout()}>
          {intl.formatMessage({ id: "shell.member.logout" })}
        </Button>
      </div>
    );
  }
  const here = `${location.pathname}${location.search}`;
  return (
    <div className={styles.box}>
      <p className={styles.name}>{intl.formatMessage({ id: "shell.member.visitor" })}</p>
      <Button size="sm" to={loginWithReturn(mall, here)} aria-busy={status === "checking" || status === "loggingOut" || undefined}>
        {intl.formatMessage({ id: "shell.member.login" })}
      </Button>
    </div>
  );
}
