import type { Department } from '@vitrine/contract/shelf';
import type { StoreData } from '@vitrine/contract/stores';
import { Link } from 'react-router';
import { AccountLinks } from '../features/auth/components/account-links.tsx';
import { CartLink } from '../features/cart/components/cart-link.tsx';
import { DepartmentMenu } from '../features/catalog/components/department-menu.tsx';
import { SearchBox } from '../features/catalog/components/search-box.tsx';
import { shellMessages as t } from './messages.ts';

export function Header({ store, departments }: { store: StoreData; departments: Department[] }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={t.home(store.name)}>
          {store.logo ? (
            <img
              src={store.logo}
              alt={store.name}
              // The logo's own proportions: the box the CSS sizes to 40 px high is reserved
              // before it loads (no layout shift).
              {...store.logo_size}
              className="site-header__logo"
              // Not the page's largest paint: no preload (React adds one to eager images) and
              // no share of the first round trips with the LCP image.
              fetchPriority="low"
            />
          ) : (
            <span aria-hidden="true">{store.name}</span>
          )}
        </Link>
        {/* In the order they are drawn, which Tab follows: wide, the search between the brand
            and the account, the departments under them; on a phone (shell.css) the account
            beside the brand, and under them "Departamentos" and the search. One search box of
            the two shows by width: the one before the account wide, the one after on a phone. */}
        <SearchBox />
        <nav className="site-header__actions" aria-label={t.accountNav}>
          <AccountLinks className="site-header__link" />
          <CartLink />
        </nav>
        <DepartmentMenu departments={departments} />
        <SearchBox />
      </div>
    </header>
  );
}
