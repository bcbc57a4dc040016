/** Where "close the top ribbon for today" is kept (YYYYMMDD, spec part-2 §9), per mall. */
export const ribbonKey = (mall: string) => `topBannerHidden:${mall}`;
