/** Where a map app should point: the mall's name and its WGS84 coordinates (from the manifest). */
export interface MapTarget {
  name: string;
  lat: number;
  lng: number;
}

/** A map app's deep link and the web page that stands in for it when the app is not installed. */
export interface MapAppLink {
  id: "kakaoMap" | "naverMap" | "kakaoNavi";
  /** The app's own scheme (kakaomap:, nmap:, kakaonavi:). */
  app: string;
  /** The web map at the same place (https). */
  web: string;
}

const enc = encodeURIComponent;
// Coordinates as the manifest writes them, never in exponent form or with float noise.
const deg = (n: number) => String(Number(n.toFixed(7)));

/** KakaoMap: the app opened on the place; the web map with a named pin. */
export function kakaoMapLink(t: MapTarget): MapAppLink {
  return {
    id: "kakaoMap",
    app: `kakaomap://look?p=${deg(t.lat)},${deg(t.lng)}`,
    web: `https://map.kakao.com/link/map/${enc(t.name)},${deg(t.lat)},${deg(t.lng)}`,
  };
}

/**
 * Naver Map: the app's place view (its scheme requires `appname`, the calling page's address); the
 * web map searched by name and centred on the coordinates.
 */
export function naverMapLink(t: MapTarget, appName: string): MapAppLink {
  return {
    id: "naverMap",
    app: `nmap://place?lat=${deg(t.lat)}&lng=${deg(t.lng)}&name=${enc(t.name)}&appname=${enc(appName)}`,
    web: `https://map.naver.com/p/search/${enc(t.name)}?c=${deg(t.lng)},${deg(t.lat)},16,0,0,0,dh`,
  };
}

/** KakaoNavi for drivers: guidance to the place; without the app, KakaoMap's web route to it. */
export function kakaoNaviLink(t: MapTarget): MapAppLink {
  return {
    id: "kakaoNavi",
    app: `kakaonavi://navigate?name=${enc(t.name)}&x=${deg(t.lng)}&y=${deg(t.lat)}&coord_type=wgs84`,
    web: `https://map.kakao.com/link/to/${enc(t.name)},${deg(t.lat)},${deg(t.lng)}`,
  };
}

/** The "open in" links of the directions page, in the order shown. */
export function mapAppLinks(t: MapTarget, appName: string): MapAppLink[] {
  return [kakaoMapLink(t), naverMapLink(t, appName), kakaoNaviLink(t)];
}
