/**
 * The module of a home's parts, loaded right after its first paint (home-page.tsx): the HTML
 * preloads it, and a home rendered with its answers loads it before it hydrates. Kept apart from
 * first-loads.ts, whose call brings the content schemas: the home's first route must not.
 */
export const HOME_PARTS_MODULE = "screens/main/home-content.tsx";
