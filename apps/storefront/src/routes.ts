import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// spec §2 routes. Pages with the store's header and footer sit in the layout;
// the store-not-found page and the full-screen slider have none. The platform's own pages
// ("Crie sua loja", its terms and privacy notice) answer on the platform's host only, in a frame
// of their own (features/platform).
export default [
  route('robots.txt', 'features/seo/routes/robots.ts'),
  route('sitemap.xml', 'features/seo/routes/sitemap.ts'),
  route('loja-nao-encontrada', 'features/store/routes/store-not-found.tsx'),
  route('slider', 'features/catalog/routes/slider.tsx'),
  route('pesquisar', 'features/catalog/routes/search-redirect.ts'),
  route('paginas/:slug/conteudo.json', 'features/content/routes/content-page-data.ts'),
  layout('features/platform/layout.tsx', [
    route('crie-sua-loja', 'features/platform/routes/sign-up.tsx'),
    route('termos-de-uso', 'features/platform/routes/terms.tsx'),
    route('privacidade', 'features/platform/routes/privacy.tsx'),
  ]),
  layout('app/layout.tsx', [
    index('features/catalog/routes/home.tsx'),
    route('produto/:slug', 'features/catalog/routes/product.tsx'),
    route('servico/:slug', 'features/catalog/routes/service.tsx'),
    route('servicos/:slug', 'features/catalog/routes/service-listing.tsx'),
    // A sold-out variation's "Avise-me quando chegar" (the product page links to it).
    route('avise-me/:variation', 'features/catalog/routes/stock-alert.tsx'),
    route('categoria/:slug', 'features/catalog/routes/category.tsx'),
    route('pesquisar/:query', 'features/catalog/routes/search.tsx'),
    route('paginas/:slug', 'features/content/routes/content-page.tsx'),
    route('login', 'features/auth/routes/login.tsx'),
    route('login/logout', 'features/auth/routes/logout.tsx'),
    route('login/cadastro', 'features/auth/routes/sign-up.tsx'),
    route('login/conta-criada', 'features/auth/routes/account-created.tsx'),
    route('login/aguardar-conta', 'features/auth/routes/await-account.tsx'),
    route('login/recuperar-acesso', 'features/auth/routes/recover-access.tsx'),
    route('login/criar-senha/:token', 'features/auth/routes/create-password.tsx'),
    // A price-drop e-mail's one-click unsubscribe: no login (the token names the shopper),
    // under /minha-conta so no cache keeps it (lib/paths.ts PRIVATE_PATH_PREFIXES).
    route(
      'minha-conta/avisos-de-preco/cancelar/:token',
      'features/account/routes/price-alerts-unsubscribe.tsx',
    ),
    // A marketing e-mail's (a cart reminder's) unsubscribe link, the same way.
    route(
      'minha-conta/emails/cancelar/:token',
      'features/account/routes/marketing-unsubscribe.tsx',
    ),
    // A stock alert's confirmation (double opt-in) and its way out, from its e-mails: no login
    // (the token names the request), under /minha-conta so no cache keeps them.
    route(
      'minha-conta/avise-me/confirmar/:token',
      'features/account/routes/stock-alert-confirm.tsx',
    ),
    route('minha-conta/avise-me/cancelar/:token', 'features/account/routes/stock-alert-cancel.tsx'),
    // A delivered order's review invitation, from its e-mail (issue #37 §3): no login (the
    // token names the order); private (lib/paths.ts), so no cache keeps it.
    route('avaliar/:token', 'features/reviews/routes/review-invite.tsx'),
    // A review's "Achei útil" from the product page's plain form, and its thanks.
    route('avaliar/util/:id', 'features/catalog/reviews/helpful-route.tsx'),
    // spec §2 "buyer login required": the cart, checkout and account screens go in here.
    layout('features/auth/routes/customer-area.tsx', [
      route('finalizar-compra/carrinho', 'features/cart/routes/cart.tsx'),
      // A cart reminder's link: the items back in the cart, then the cart (issue #37).
      route('finalizar-compra/carrinho/recuperar/:token', 'features/cart/routes/restore.tsx'),
      route('finalizar-compra/pagar', 'features/checkout/routes/pay.tsx'),
      route('finalizar-compra/pix/:code', 'features/checkout/routes/pix.tsx'),
      route('finalizar-compra/boleto/:code', 'features/checkout/routes/boleto.tsx'),
      route('finalizar-compra/card/:code', 'features/checkout/routes/card.tsx'),
      route('finalizar-compra/*', 'app/not-found.tsx', { id: 'checkout-not-found' }),
      layout('features/account/layout.tsx', [
        route('minha-conta', 'features/account/routes/layout-index.tsx'),
        route('minha-conta/meus-dados', 'features/account/routes/my-data.tsx'),
        route('minha-conta/meus-enderecos', 'features/account/routes/addresses.tsx'),
        route('minha-conta/meus-pedidos', 'features/account/routes/orders.tsx'),
        route('minha-conta/meus-pedidos/:code', 'features/account/routes/order-detail.tsx'),
        route('minha-conta/favoritos', 'features/account/routes/favourites.tsx'),
        route('minha-conta/preferencias', 'features/account/routes/preferences.tsx'),
        route('minha-conta/minha-senha', 'features/account/routes/password.tsx'),
        route('minha-conta/dispositivos-conectados', 'features/account/routes/devices.tsx'),
        route('minha-conta/*', 'app/not-found.tsx', { id: 'account-not-found' }),
      ]),
    ]),
    route('*', 'app/not-found.tsx'),
  ]),
] satisfies RouteConfig;
