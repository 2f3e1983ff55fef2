import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { favouritesQueryOptions } from '@vitrine/api-client/queries/get-favourites';
import type { Favourite } from '@vitrine/contract/favourites';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '../../../app/root-data.ts';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { itemPath } from '../../../lib/paths.ts';
import { AddToCartDialogs } from '../../../shared/add-to-cart/add-to-cart-dialogs.tsx';
import { useAddToCart } from '../../../shared/add-to-cart/use-add-to-cart.ts';
import { refreshFavourites } from '../../../shared/favourites/refresh.ts';
import { notify } from '../../../shared/notify.ts';
import { favouritesMessages as t } from '../favourites-messages.ts';

/** "de R$ 159,90 por R$ 129,90" on sale, else the price; "Indisponível" when it cannot be bought. */
function PriceLine({ favourite }: { favourite: Favourite }) {
  const { price_min: price, compare_at_price: was } = favourite.product;
  if (!favourite.available || price === null) {
    return <p className="favourite__unavailable">{t.unavailable}</p>;
  }
  return (
    <p className="favourite__price">
      {was !== null && was > price && (
        <span className="favourite__was">
          {t.was} <s>{formatBRL(was)}</s> {t.now}{' '}
        </span>
      )}
      <strong>{formatBRL(price)}</strong>
    </p>
  );
}

/**
 * /minha-conta/favoritos: each favourite with its image, name, price now (or "Indisponível"),
 * "Remover" and "Adicionar ao carrinho" (its one variation; a product with several leads to its
 * page to pick one). A removal gives focus to the heading, the list having lost the button.
 */
export function FavouritesList() {
  const api = useBrowserApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const { data: favourites } = useSuspenseQuery(favouritesQueryOptions(api));
  const [removing, setRemoving] = useState<string | null>(null);
  const cart = useAddToCart();

  async function remove(favourite: Favourite) {
    if (removing) return;
    setRemoving(favourite.product_id);
    try {
      const { removeFavourite } = await import('@vitrine/api-client/favourite-writes');
      await removeFavourite(await api.client(), favourite.product_id);
      await refreshFavourites(queryClient);
      notify('success', t.removed(favourite.product.name));
      document.getElementById('favourites-title')?.focus();
    } catch {
      notify('error', t.failed);
    } finally {
      setRemoving(null);
    }
  }

  if (favourites.length === 0) {
    return (
      <div className="favourites">
        <p>{t.empty}</p>
        <p>
          <Link to="/">{t.browse}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="favourites">
      <p>{t.intro}</p>
      <ul className="favourites__list">
        {favourites.map((favourite) => {
          const { product } = favourite;
          const path = itemPath(product);
          return (
            <li key={favourite.product_id} className="favourite">
              {product.image ? (
                <img
                  className="favourite__image"
                  src={product.image.src}
                  width={product.image.width}
                  height={product.image.height}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <span className="favourite__image" aria-hidden="true" />
              )}
              <div className="favourite__body">
                <h2 className="favourite__name">
                  <Link to={path}>{product.name}</Link>
                </h2>
                <PriceLine favourite={favourite} />
                <div className="favourite__actions">
                  {favourite.available &&
                    (favourite.variation ? (
                      <Button
                        size="sm"
                        loading={cart.busy && cart.lastProduct?.code === product.code}
                        aria-label={t.addToCartLabel(product.name)}
                        onClick={() =>
                          cart.add({
                            qnt: 1,
                            code: product.code,
                            variation: favourite.variation!,
                            store_id: store.data._id,
                            name: product.name,
                            path,
                          })
                        }
                      >
                        {t.addToCart}
                      </Button>
                    ) : (
                      <Link
                        className="favourite__choose"
                        to={path}
                        aria-label={t.chooseOptionsLabel(product.name)}
                      >
                        {t.chooseOptions}
                      </Link>
                    ))}
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={removing === favourite.product_id}
                    aria-label={t.removeLabel(product.name)}
                    onClick={() => void remove(favourite)}
                  >
                    {t.remove}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <AddToCartDialogs outcome={cart.outcome} opener={cart.opener} onClose={cart.close} />
    </div>
  );
}
