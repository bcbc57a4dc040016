import { useState } from "react";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { useApiMutation } from "../data/use-api-mutation.ts";
import { SelectField } from "../forms/select-field.tsx";
import type { SaveNotice } from "../forms/use-switch-saves.ts";
import { mallsByCode } from "../manifests/malls-by-code.ts";
import { useSession } from "../session/use-session.ts";
import { useMall } from "../shell/mall-context.ts";
import { Button } from "../ui/button.tsx";
import styles from "./home-branch-picker.module.css";
import { useMessages } from "../i18n/use-messages.ts";
import { homeBranchMessages } from "./home-branch.messages.ts";

/** The malls a member can call home, by code. */
const branches = mallsByCode();

/**
 * The member's home branch: a select and a save button. A save is confirmed, or the old branch is
 * shown again and the failure said, on the caller's notice line.
 */
export function HomeBranchPicker({ onNotice }: { onNotice: (notice: SaveNotice) => void }) {
  const t = useMessages(homeBranchMessages);
  const { locale } = useMall();
  const { member, custId } = useSession();
  const saveBranch = useApiMutation(memberEndpoints.saveBranch, { invalidates: [] });
  const [picked, setPicked] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const home = saved ?? member?.bcn_cd ?? "";

  const submit = async () => {
    if (picked === null || picked === home) return;
    onNotice(null);
    try {
      const answer = await saveBranch({ params: {}, input: { bcn_cd: picked, cust_id: custId ?? "" } });
      setSaved(answer.bcn_cd);
      onNotice({ text: t("myInfoEdit.branchSaved"), failed: false });
    } catch {
      onNotice({ text: t("myInfoEdit.branchFailed"), failed: true });
    } finally {
      setPicked(null);
    }
  };

  return (
    <div className={styles.branch}>
      <SelectField
        name="bcn_cd"
        label={t("myInfoEdit.branch")}
        hideLabel
        items={branches.map((m) => ({ itmName: m.name[locale], itmValue: m.code ?? "" }))}
        placeholder={home === "" ? undefined : false}
        value={picked ?? home}
        onValueChange={setPicked}
      />
      <Button variant="secondary" onClick={() => void submit()} disabled={picked === null || picked === home}>
        {t("myInfoEdit.branchSave")}
      </Button>
    </div>
  );
}
