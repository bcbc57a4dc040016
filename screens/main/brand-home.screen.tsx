import type { FC } from "react";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { HomePage } from "./home-page.tsx";

/**
 * The brand homes (Centerfield cfMain, Suwon swMain, Granseoul's main): the mall home's function,
 * their route sets giving no quick links; Granseoul adds its event and coupon banners (route props).
 */
const BrandHomeScreen: FC<ScreenProps<"brandHome">> = ({ props }) => <HomePage eventCouponBanners={props.variant === "granseoul"} />;

export default BrandHomeScreen;
