import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { LoginOutcome } from "../../machines/login.machine.ts";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { loginQuery } from "../../schemas/screens/query.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { homePathFor } from "../../engine/session/mall-paths.ts";
import { safeReturnPath } from "../../engine/session/safe-return-path.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Icon } from "../../engine/ui/icon.tsx";
import { LoginFlow } from "./login-flow.tsx";
import { termsPathFor } from "./terms-path.ts";
import styles from "./login.module.css";
import page from "./member-page.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { loginMessages } from "./login.messages.ts";

export const query = loginQuery;

/**
 * Login (route name Login; Centerfield cfLogin): the mall's login description and account links,
 * and the login flow. Afterwards the member goes to the main page (toMain), back to the page that
 * asked (returnTo, a path of this site only) or to the mall's home; terms still to accept come first.
 */
export default function LoginScreen({ props }: ScreenProps<"login">) {
  const [q] = useScreenQuery(loginQuery);
  const t = useMessages(loginMessages);
  const navigate = useNavigate();
  const { mall } = useMall();
  const session = useSession();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const desc = useApiQuery(memberEndpoints.loginDesc, { params: { mall: mallPath } });
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<"consentMissing" | null>(null);

  const destination = useCallback(() => {
    const back = safeReturnPath(q.returnTo, window.location.origin);
    return q.toMain || !back ? homePathFor(mall) : back;
  }, [q.returnTo, q.toMain, mall]);

  // A member who opens the login page has nothing to do here.
  const alreadyMember = session.status === "member" && round === 0 && notice === null;
  useEffect(() => {
    if (alreadyMember) navigate(destination(), { replace: true });
  }, [alreadyMember, destination, navigate]);

  const onDone = useCallback(
    (outcome: LoginOutcome) => {
      if (outcome.kind === "member") navigate(destination(), { replace: true });
      else if (outcome.kind === "needsTerms") navigate(`${termsPathFor(mall)}?returnTo=${encodeURIComponent(destination())}`, { replace: true });
      else {
        // The session logged the member out for missing consent: say why, and start over.
        setNotice("consentMissing");
        setRound((r) => r + 1);
      }
    },
    [destination, mall, navigate],
  );

  const close = () => (window.history.length > 1 ? navigate(-1) : navigate(homePathFor(mall)));
  const info = desc.status === "success" ? desc.data.loginDesc : null;

  return (
    <div className={page.page} data-variant={props.variant}>
      <div className={styles.top}>
        <h1 className={page.title}>{info?.title ?? t("login.heading")}</h1>
        <button type="button" className={styles.close} onClick={close} aria-label={t("login.close")}>
          <Icon name="close" />
        </button>
      </div>
      {props.test && (
        <p className={styles.testBanner} role="note">
          {t("login.testBanner")}
        </p>
      )}
      {notice && (
        <p className={styles.notice} role="status">
          {t(`login.${notice}`)}
        </p>
      )}
      {info && info.descList.length > 0 && (
        <ul className={styles.desc}>
          {info.descList.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      <LoginFlow key={round} mall={mallPath} onDone={onDone} />
      {info && (
        <nav className={styles.links} aria-label={t("login.accountLinks")}>
          <DataLink href={info.joinUrl}>{t("login.join")}</DataLink>
          <DataLink href={info.findIdUrl}>{t("login.findId")}</DataLink>
          <DataLink href={info.findPwUrl}>{t("login.findPw")}</DataLink>
        </nav>
      )}
    </div>
  );
}
