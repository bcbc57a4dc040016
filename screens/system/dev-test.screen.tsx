import { useCallback, useEffect, useState, type FC, type ReactNode } from "react";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { asApiError } from "../../engine/data/as-api-error.ts";
import { hasWebviewMarkers } from "../../engine/bridge/webview-markers.ts";
import { cameraSupported } from "../../engine/camera/camera-errors.ts";
import { useQrScanner } from "../../engine/camera/use-qr-scanner.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useServices } from "../../engine/services/services.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { devTestMessages } from "./dev-test.messages.ts";
import styles from "./dev-test.module.css";

// The developer and test pages (decision 14): linked from nowhere, kept out of search engines,
// diagnostics only: nothing secret is shown and nothing is written.

type T = ReturnType<typeof useMessages<[typeof devTestMessages]>>;

/** Keeps search engines off the page while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([k, v]) => (
        <div key={k} className={styles.fact}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const elapsed = async <V,>(run: () => Promise<V>): Promise<{ value: V | null; ms: number }> => {
  const started = performance.now();
  const value = await run().catch(() => null);
  return { value, ms: Math.round(performance.now() - started) };
};

/** The app environment: user agent, webview markers, app detection with the device id, and the bridge's round trips. */
function General({ t }: { t: T }) {
  const { bridge } = useServices();
  const [facts, setFacts] = useState<{ deviceId: string | null; deviceMs: number; tokenMs: number } | null>(null);
  const measure = useCallback(
    () =>
      void bridge().then(async (b) => {
        const device = await elapsed(() => b.getDeviceId());
        const token = await elapsed(() => b.loginToken());
        // The login token itself is never shown: only how long the answer took.
        setFacts({ deviceId: device.value, deviceMs: device.ms, tokenMs: token.ms });
      }),
    [bridge],
  );
  useEffect(measure, [measure]);
  const ua = navigator.userAgent;
  const markers = hasWebviewMarkers(ua);
  return (
    <>
      <Facts
        rows={[
          [t("devTest.userAgent"), <code key="ua">{ua}</code>],
          [t("devTest.webview"), markers ? t("devTest.yes") : t("devTest.no")],
          [t("devTest.app"), facts === null ? t("devTest.measuring") : markers && facts.deviceId ? t("devTest.yes") : t("devTest.no")],
          [t("devTest.deviceId"), facts === null ? t("devTest.measuring") : (facts.deviceId ?? t("devTest.none"))],
          [
            t("devTest.bridgeTimes"),
            facts === null
              ? t("devTest.measuring")
              : `getDeviceId ${t("devTest.ms", { ms: facts.deviceMs })} · loginToken ${t("devTest.ms", { ms: facts.tokenMs })}`,
          ],
        ]}
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setFacts(null);
          measure();
        }}
      >
        {t("devTest.again")}
      </Button>
    </>
  );
}

/** A sample call of the event API (the events in progress): status, time and how many came back. */
function EventCalls({ t }: { t: T }) {
  const { api } = useServices();
  const { mall } = useMall();
  const [result, setResult] = useState<string | null>(null);
  const call = () => {
    setResult(t("devTest.measuring"));
    const started = performance.now();
    // Fresh every time: a diagnostics call always goes out (no duplicate-call guard, no cache).
    api.call(eventsEndpoints.list, { params: { mall: mall?.path ?? DEFAULT_MALL_PATH }, input: { pageIndex: 1, evtStat: "ing" } }, { fresh: true }).then(
      (answer) => setResult(t("devTest.callResult", { status: 200, ms: Math.round(performance.now() - started), count: answer.resultList.length })),
      (e: unknown) => {
        const info = asApiError(eventsEndpoints.list.id, e).info;
        setResult(t("devTest.callFailed", { kind: "status" in info ? `${info.kind} ${info.status}` : info.kind }));
      },
    );
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={call}>
        {t("devTest.call", { name: "events.list" })}
      </Button>
      {result !== null && (
        <p role="status" className={styles.result}>
          {result}
        </p>
      )}
    </>
  );
}

/** The QR camera: whether it can run here, the scanner's state and failure kind (a developer aid), and what it read. */
function Camera({ t }: { t: T }) {
  const [read, setRead] = useState<string | null>(null);
  const {
    state: scan,
    videoRef,
    active,
    start,
    stop,
  } = useQrScanner((text) => {
    setRead(text);
    return true;
  });
  const state = scan.status === "unavailable" ? `unavailable: ${scan.failure}` : scan.status;
  return (
    <>
      <Facts
        rows={[
          [t("devTest.camera.supported"), cameraSupported(window) ? t("devTest.yes") : t("devTest.no")],
          [t("devTest.camera.state"), state],
          [t("devTest.camera.read"), read ?? t("devTest.none")],
        ]}
      />
      {active && <video ref={videoRef} className={styles.video} muted playsInline aria-label={t("devTest.camera.video")} />}
      <Button variant="secondary" size="sm" onClick={active ? stop : start}>
        {active ? t("devTest.camera.stop") : t("devTest.camera.start")}
      </Button>
    </>
  );
}

/** The test pages: /test (the app environment), /evTest (the event API), /test-camera (the QR camera). */
const DevTestScreen: FC<ScreenProps<"devTest">> = ({ props }) => {
  const t = useMessages(devTestMessages);
  useNoIndex();
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t(`devTest.title.${props.kind}`)}</h1>
      <p className={styles.note}>{t("devTest.note")}</p>
      {props.kind === "general" && <General t={t} />}
      {props.kind === "event" && <EventCalls t={t} />}
      {props.kind === "camera" && <Camera t={t} />}
    </div>
  );
};

export default DevTestScreen;
