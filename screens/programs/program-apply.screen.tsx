import { programApplyQuery } from "../../schemas/screens/query-program-apply.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { useApplyChoices } from "./apply-choices.ts";
import { ProgramApplyForm } from "./program-apply-form.tsx";
import { programApplyMessages } from "./program-apply.messages.ts";

export const query = programApplyQuery;

type Props = ScreenProps<"programApply">["props"];

/** The route's title (the kit's route words) for the page heading. */
function titleOf({ kind, variant }: Props) {
  if (kind === "cityLounge") return "route.cityLoungeApply" as const;
  if (kind === "library") return "route.libraryApply" as const;
  return variant === "suwon" ? ("route.showApply" as const) : ("route.kidsApply" as const);
}

/**
 * The program application (F39; tenant/{product}Kids/toApply, the library's and the city lounge's
 * with ?select=, Suwon's toApply/:id), members only (the routes are flagged: a visitor gets the login
 * prompt and comes back here after login). It offers the programs open now (the kids join list; the
 * library's open lectures), preselects the chosen ones, and sends one application however often it
 * is tapped; the confirmation goes back to the program list (spec part-1 §2 confirm dialogs).
 */
export default function ProgramApplyScreen({ props, params }: ScreenProps<"programApply">) {
  const t = useMessages(programApplyMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const hrefs = useScreenHrefs();
  const [q] = useScreenQuery(programApplyQuery);
  const library = props.kind === "library";
  const choices = useApplyChoices(library, mall?.path ?? DEFAULT_MALL_PATH);
  const selected = params.id !== undefined ? [params.id] : (q.select?.split(",") ?? []);
  const list = hrefs({ screen: "programs", where: props.variant === "suwon" ? { kind: props.kind, variant: "suwon" } : { kind: props.kind } });
  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit(titleOf(props))}</h1>
      <QueryView
        state={choices}
        empty={
          <EmptyState
            icon={library ? "library" : props.kind === "cityLounge" ? "lounge" : "kids"}
            title={t("programApply.empty")}
            action={
              list !== null && (
                <Button to={list} variant="secondary">
                  {t("programApply.toList")}
                </Button>
              )
            }
          />
        }
      >
        {(open) => <ProgramApplyForm choices={open} selected={selected} listHref={list} />}
      </QueryView>
    </div>
  );
}
