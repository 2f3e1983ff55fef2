import { Toaster } from '@vitrine/ui/toast';
import FavouriteHearts from '../shared/favourites/hearts.tsx';

/**
 * What every store page runs once it is interactive, in one chunk loaded then (toast-host.tsx):
 * the toasts' host and the hearts' state and clicks. Neither is part of a public page's
 * initial JS nor of its server HTML.
 */
export default function AfterHydration() {
  return (
    <>
      <Toaster />
      <FavouriteHearts />
    </>
  );
}
