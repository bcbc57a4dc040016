import { AppEntryPage } from "./app-entry-page.tsx";

/**
 * The landing after a login in the app (/app/loginOK): the member's customer id is handed to the
 * app, then the page goes on as /app does (docs/decisions/0026).
 */
export default function AppLoginOkScreen() {
  return <AppEntryPage handOver />;
}
