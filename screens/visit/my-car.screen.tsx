import { useState } from "react";
import { useAppDeviceId } from "../../engine/bridge/use-app-device-id.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useLoginPrompt } from "../../engine/session/login-prompt.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { CarFinder, ParkedCars, type ParkedCar } from "./car-finder.tsx";
import { CarWayout } from "./car-wayout.tsx";
import { MyCars, type CarOwner } from "./my-cars.tsx";
import styles from "./my-car.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { myCarMessages } from "./my-car.messages.ts";

const HEADINGS = { all: "mycar.heading", find: "mycar.heading", register: "mycar.heading.register", wayout: "mycar.heading.wayout" } as const;

/**
 * Find my car (standard mycar; Suwon's mycar/find, mycar/register and mycar/wayout as views):
 * find a parked car by its last 4 digits, the member's or the app device's registered cars (find
 * with a tap, delete, register up to 5), and the way out of the car park.
 */
export default function MyCarScreen({ props }: ScreenProps<"myCar">) {
  const t = useMessages(myCarMessages);
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const askLogin = useLoginPrompt();
  const session = useSession();
  const deviceId = useAppDeviceId();
  const [found, setFound] = useState<readonly ParkedCar[] | null>(null);
  const view = props.view;
  if (view === "wayout") {
    return (
      <div className={page.page}>
        <h1 className={page.title}>{t(HEADINGS.wayout)}</h1>
        <CarWayout />
      </div>
    );
  }
  const owner: CarOwner | null = session.status === "member" && session.custId ? { cust_id: session.custId } : deviceId ? { uuid: deviceId } : null;
  // The member's session or the app's device id are known after a moment; until then nothing about registered cars shows.
  const ownerKnown = session.status !== "checking" && session.status !== "loggingOut" && deviceId !== undefined;
  const logIn = async () => {
    await askLogin();
  };
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t(HEADINGS[view])}</h1>
      {view !== "register" && <CarFinder mallPath={mallPath} uuid={deviceId ?? null} found={found} onFound={setFound} />}
      {ownerKnown &&
        (owner ? (
          <MyCars mallPath={mallPath} owner={owner} canRegister={view !== "find"} onFound={setFound} />
        ) : (
          <div className={styles.login}>
            <p>{t("mycar.register.login")}</p>
            <Button variant="secondary" onClick={() => void logIn()}>
              {t("mycar.register.loginButton")}
            </Button>
          </div>
        ))}
      {view === "register" && found && found.length > 0 && <ParkedCars cars={found} />}
    </div>
  );
}
