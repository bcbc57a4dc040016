import { rentalQuery } from "../../schemas/screens/query-program-apply.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import page from "../../engine/ui/page.module.css";
import { RentalList } from "./rental-list.tsx";

export const query = rentalQuery;

/**
 * The city-lounge rental page (F43, tenant/cityLounge/toRental at myeongji): the rental list, the
 * application and the winner notices; the city lounge's rental tab shows the same list (decision 2).
 */
export default function CityLoungeRentalScreen() {
  const kit = useKitWords();
  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.cityLoungeRental")}</h1>
      <RentalList />
    </div>
  );
}
