import { useMachine } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { clubMachine, type ClubInfo } from "../../machines/club.machine.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { inspectOption } from "../../engine/inspection/inspection.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useServices } from "../../engine/services/services.ts";
import { useLoginPrompt } from "../../engine/session/login-prompt.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { ErrorState } from "../../engine/ui/error-state.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import page from "../../engine/ui/page.module.css";
import { useDataWords } from "../../engine/data/data-words.ts";
import { clubActors } from "./club-actors.ts";
import { clubCodeOf } from "./club-code.ts";
import { ClubApplicationForm } from "./club-form.tsx";
import { ClubStatus } from "./club-status.tsx";
import styles from "./club.module.css";
import { clubMessages } from "./club.messages.ts";

type Props = ScreenProps<"clubJoin">["props"];

const titleOf = (props: Props) => (props.variant === "suwon" ? ("route.club" as const) : ("route.clubJoin" as const));

/**
 * A club's page (m/club/join, m/soclub/join, Suwon's event/suwonClub; F35, decision 12): the club
 * named by the route's `clubCd` with the mall's code; a visitor is asked to log in; a member sees
 * the application's status (waiting, confirmed, refused) or, while the club recruits, the form
 * (company, address, staff-card image checked here, uploaded, then applied); a club that does not
 * recruit says so. The flow is machines/club.machine.ts; it starts once the session is known.
 */
export default function ClubJoinScreen({ props }: ScreenProps<"clubJoin">) {
  const kit = useKitWords();
  const t = useMessages(clubMessages);
  const { mall } = useMall();
  const { status } = useSession();
  const clubCd = clubCodeOf(props.clubCd, mall);
  const member = status === "member" ? true : status === "checking" || status === "loggingOut" ? null : false;

  if (clubCd === null)
    return (
      <div className={page.page}>
        <EmptyState titleAs="h1" title={t("club.unknown")} description={t("club.unknownHint")} />
      </div>
    );
  if (member === null)
    return (
      <div className={page.page}>
        <LoadingPage titleId={titleOf(props)} />
      </div>
    );
  // A login or logout on the page starts the flow again for the new caller.
  return <ClubFlow key={String(member)} clubCd={clubCd} member={member} title={kit(titleOf(props))} titleId={titleOf(props)} />;
}

function ClubFlow({ clubCd, member, title, titleId }: { clubCd: string; member: boolean; title: string; titleId: string }) {
  const t = useMessages(clubMessages);
  const data = useDataWords();
  const { api } = useServices();
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const prompt = useLoginPrompt();
  const machine = useMemo(() => clubMachine.provide({ actors: clubActors({ api, mall: mallPath }) }), [api, mallPath]);
  const inspect = inspectOption();
  const [s, send, actor] = useMachine(machine, { input: { clubCd, member }, ...(inspect ? { inspect } : {}) });
  // The flow asks a visitor to log in (once the club is known, and on the button): the kit's prompt.
  useEffect(() => {
    const asked = actor.on("club.loginAsked", () => void prompt());
    return () => asked.unsubscribe();
  }, [actor, prompt]);
  const club = s.context.club;

  if (s.hasTag("loading"))
    return (
      <div className={page.page}>
        <LoadingPage titleId={titleId} />
      </div>
    );
  if (s.matches("failed"))
    return (
      <div className={page.page}>
        <h1 className={page.title}>{title}</h1>
        <ErrorState description={data("data.error.server")} onRetry={() => send({ type: "club.retry" })} />
      </div>
    );
  if (s.matches("unknown") || club === null)
    return (
      <div className={page.page}>
        <EmptyState titleAs="h1" title={t("club.unknown")} description={t("club.unknownHint")} />
      </div>
    );

  return (
    <div className={page.page}>
      <ClubHeader club={club} />
      {s.matches("visitor") && (
        <div className={styles.visitor}>
          <p>{t("club.visitor")}</p>
          <Button block onClick={() => send({ type: "club.login" })}>
            {t("club.login")}
          </Button>
        </div>
      )}
      {s.matches("status") && s.context.application !== null && <ClubStatus application={s.context.application} />}
      {s.matches("closed") && <EmptyState icon="member" title={t("club.closed")} description={t("club.closedHint")} />}
      {s.matches("form") && (
        <ClubApplicationForm
          issues={s.context.issues}
          notice={s.context.notice}
          busy={s.hasTag("busy")}
          onSubmit={(form) => send({ type: "club.submit", form })}
        />
      )}
    </div>
  );
}

function ClubHeader({ club }: { club: ClubInfo }) {
  return (
    <header className={styles.header}>
      <h1 className={page.title}>{club.name}</h1>
      {club.description !== "" && <p className={styles.description}>{club.description}</p>}
    </header>
  );
}
