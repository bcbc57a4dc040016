import { AppEntryPage } from "./app-entry-page.tsx";

/**
 * The app's entry (/app): in the app, auto login with the app's token and the update check, then
 * the member's home branch or the visited mall; in a browser the visited mall (or the gate), with
 * no call (docs/decisions/0026).
 */
export default function AppHomeScreen() {
  return <AppEntryPage handOver={false} />;
}
