import type { FC } from "react";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { HomePage } from "./home-page.tsx";

/** The mall home (route name Main). It takes ScreenProps but reads none of them. */
const MallHomeScreen: FC<ScreenProps<"mallHome">> = () => <HomePage />;

export default MallHomeScreen;
