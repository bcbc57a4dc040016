import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import type { IconName } from "../../engine/ui/icon-paths.ts";
import page from "../../engine/ui/page.module.css";

/** An event, promotion, coupon or stamp page whose id names nothing: says so, with the way to its list. */
export function NotFoundPage({ title, icon, to, toLabel }: { title: string; icon: IconName; to: string | null; toLabel: string }) {
  return (
    <div className={page.page}>
      <EmptyState
        titleAs="h1"
        icon={icon}
        title={title}
        action={
          to !== null && (
            <Button to={to} variant="secondary">
              {toLabel}
            </Button>
          )
        }
      />
    </div>
  );
}
