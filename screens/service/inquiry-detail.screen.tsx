import { useNavigate } from "react-router";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useScreenHref, useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import type { OpenThread } from "./inquiry-parts.tsx";
import { InquiryStage, useInquiryCaller } from "./inquiry-stage.tsx";
import type { BackToList } from "./inquiry-thread.tsx";
import { useInquiryFlow } from "./use-inquiry-flow.ts";
import { inquiryMessages } from "./inquiry.messages.ts";

/** A positive whole number, as the route's :qnaId must be. */
const seqOf = (text: string | undefined) => (text !== undefined && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/**
 * One inquiry's thread (store/service/cs/:qnaId): a member's own, or a visitor's with the e-mail
 * and password kept in memory; without them (a deep link, a reload) the lookup comes first and
 * the thread opens once it has found them. An id that is not a number is not found, without a call.
 */
export default function InquiryDetailScreen({ params }: ScreenProps<"inquiryDetail">) {
  const t = useMessages(inquiryMessages);
  const kit = useKitWords();
  const { locale } = useMall();
  const qnaSeq = seqOf(params.qnaId);
  const member = useInquiryCaller();
  const list = useScreenHref("inquiryList", undefined, { tab: "mine" });
  const back: BackToList = list !== null ? { to: list } : null;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.inquiry")}</h1>
      {qnaSeq === null ? (
        <EmptyState
          icon="service"
          title={t("inquiry.problem.notFound")}
          action={
            back && (
              <Button variant="secondary" {...back}>
                {t("inquiry.thread.back")}
              </Button>
            )
          }
        />
      ) : member === null ? (
        <div role="status" aria-busy="true" aria-label={kit("route.inquiry")}>
          <SkeletonText lines={6} />
        </div>
      ) : (
        <Detail key={`${member}-${locale}-${qnaSeq}`} member={member} qnaSeq={qnaSeq} back={back} />
      )}
    </div>
  );
}

function Detail({ member, qnaSeq, back }: { member: boolean; qnaSeq: number; back: BackToList }) {
  const flow = useInquiryFlow({ member, view: "thread", qnaSeq });
  const navigate = useNavigate();
  const href = useScreenHrefs();
  const open: OpenThread = (seq) => {
    const to = href("inquiryDetail", { qnaId: seq });
    if (to !== null) void navigate(to);
  };
  return <InquiryStage flow={flow} member={member} onOpen={open} back={back} />;
}
