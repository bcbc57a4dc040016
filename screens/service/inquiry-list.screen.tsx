import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { inquiryListQuery } from "../../schemas/screens/query-inquiry.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import page from "../../engine/ui/page.module.css";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import type { OpenThread } from "./inquiry-parts.tsx";
import { InquiryStage, useInquiryCaller } from "./inquiry-stage.tsx";
import type { BackToList } from "./inquiry-thread.tsx";
import { useInquiryFlow } from "./use-inquiry-flow.ts";
import { inquiryMessages } from "./inquiry.messages.ts";

export const query = inquiryListQuery;

type Tab = "write" | "mine";

/**
 * The 1:1 inquiry page (store/service/cs, Suwon's service/cs): "Write" and "My inquiries" (a
 * member's list; a visitor's lookup by e-mail and password). Each tab keeps its own flow, so what
 * is typed on the form survives a look at the list. Where the mall mounts an inquiry page a row
 * opens it; where it does not (Suwon) the thread opens here, named in the query.
 */
export default function InquiryListScreen() {
  const t = useMessages(inquiryMessages);
  const kit = useKitWords();
  const { locale } = useMall();
  const navigate = useNavigate();
  const href = useScreenHrefs();
  const [q, setQuery] = useScreenQuery(inquiryListQuery);
  const member = useInquiryCaller();
  const qna = q.qna === undefined ? null : Number(q.qna);
  // An inquiry open here is one of mine.
  const tab: Tab = qna !== null ? "mine" : q.tab;
  // A tab's flow starts the first time it shows, then stays (hidden) with what it holds.
  const [shown, setShown] = useState<readonly Tab[]>([tab]);
  if (!shown.includes(tab)) setShown([...shown, tab]);

  const open: OpenThread = (qnaSeq) => {
    const to = href("inquiryDetail", { qnaId: qnaSeq });
    if (to !== null) void navigate(to);
    else setQuery({ tab: "mine", qna: String(qnaSeq) });
  };

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.inquiry")}</h1>
      <Tabs
        label={t("inquiry.tabs")}
        fitted
        value={tab}
        onChange={(id) => setQuery({ tab: id, qna: null })}
        items={[
          { id: "write", label: t("inquiry.tab.write") },
          { id: "mine", label: t("inquiry.tab.mine") },
        ]}
      />
      {member === null ? (
        <div role="status" aria-busy="true" aria-label={kit("route.inquiry")}>
          <SkeletonText lines={6} />
        </div>
      ) : (
        // A new caller or language starts the flows afresh.
        <div key={`${member}-${locale}`}>
          {shown.includes("write") && (
            <div hidden={tab !== "write"}>
              <WritePanel member={member} onOpen={open} />
            </div>
          )}
          {shown.includes("mine") && (
            <div hidden={tab !== "mine"}>
              <MinePanel member={member} qna={qna} onOpen={open} back={{ onClick: () => setQuery({ qna: null }) }} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function WritePanel({ member, onOpen }: { member: boolean; onOpen: OpenThread }) {
  const flow = useInquiryFlow({ member, view: "write" });
  return <InquiryStage flow={flow} member={member} onOpen={onOpen} back={null} />;
}

/** My inquiries; the query's inquiry opens here (a row, or a deep link behind the lookup) and leaves with it. */
function MinePanel({ member, qna, onOpen, back }: { member: boolean; qna: number | null; onOpen: OpenThread; back: BackToList }) {
  const flow = useInquiryFlow({ member, view: qna !== null ? "thread" : "mine", qnaSeq: qna });
  const { send } = flow;
  const last = useRef(qna);
  useEffect(() => {
    if (last.current === qna) return;
    last.current = qna;
    send(qna !== null ? { type: "inquiry.open", qnaSeq: qna } : { type: "inquiry.mine" });
  }, [qna, send]);
  return <InquiryStage flow={flow} member={member} onOpen={onOpen} back={back} />;
}
