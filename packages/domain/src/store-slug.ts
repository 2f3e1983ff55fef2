// A new store's address is `{slug}.{PLATFORM_DOMAIN}`: the slug is one DNS label. Written once
// here so the sign-up form says what the API would refuse before it asks.

/**
 * The platform's own domain when none is set: browsers resolve every `*.localhost` name to this
 * machine, so `pnpm start` serves new stores at `{slug}.vitrine.localhost` without any DNS.
 */
export const DEFAULT_PLATFORM_DOMAIN = 'vitrine.localhost';

/** A host name (the platform's domain: `vitrine.com.br`), lower case, without a final dot. */
export const PLATFORM_DOMAIN_PATTERN =
  /^(?=.{1,200}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export const STORE_SLUG_MIN = 3;
export const STORE_SLUG_MAX = 40;

/**
 * Names the platform keeps for itself: its own services (a store at api.vitrine.com.br would
 * receive the API's cookies and links), mail and DNS names mail providers and browsers probe
 * (autodiscover, mta-sts…), words a shopper would take for the platform's own page (login,
 * suporte, seguranca), and the demo stores' slugs and host labels, so a demo link never opens a
 * stranger's store.
 */
export const RESERVED_STORE_SLUGS: ReadonlySet<string> = new Set(
  [
    // the platform's own hosts and areas
    'www api admin administrador vendedor vendedores plataforma vitrine app apps painel',
    'dashboard office escritorio portal console status docs developers dev blog ajuda help',
    'suporte support sac contato ouvidoria seguranca security privacidade termos legal juridico',
    'lgpd cobranca billing financeiro pagamento pagamentos checkout pix boleto login entrar',
    'cadastro conta minha-conta auth oauth sso id loja lojas store stores shop crie-sua-loja',
    'abrir-loja oficial',
    // assets and infrastructure
    'cdn static assets img images media files upload uploads public localhost staging',
    'homologacao sandbox test teste demo beta internal',
    // mail and DNS
    'mail email e-mail webmail smtp imap pop pop3 mx ns ns1 ns2 dns ftp autodiscover autoconfig',
    'mta-sts postmaster abuse hostmaster webmaster root noreply nao-responda',
    // the demo stores (apps/api/src/seed/stores-data.ts): their slugs and host labels
    'loja-aurora aurora casa-ipe ipe',
  ].flatMap((line) => line.split(' ')),
);

export type StoreSlugProblem = 'length' | 'characters' | 'hyphen_edge' | 'reserved';

/** What a person reads about a refused slug (the form and the API's answers), pt-BR. */
export const STORE_SLUG_MESSAGES: Readonly<Record<StoreSlugProblem | 'taken', string>> = {
  length: `O endereço deve ter de ${STORE_SLUG_MIN} a ${STORE_SLUG_MAX} caracteres.`,
  characters: 'Use só letras minúsculas sem acento, números e hífen.',
  hyphen_edge: 'O endereço não pode começar nem terminar com hífen.',
  reserved: 'Esse endereço é reservado pela plataforma. Escolha outro.',
  taken: 'Já existe uma loja com esse endereço.',
};

/**
 * What is wrong with a slug as a store's address, or null. A DNS label (RFC 1123) in lower
 * case: letters a–z, digits and hyphen, 3 to 40, no hyphen at either end, and not `ab--…`
 * (RFC 5891 keeps that shape for encoded international names: `xn--`).
 */
export function storeSlugProblem(slug: string): StoreSlugProblem | null {
  if (slug.length < STORE_SLUG_MIN || slug.length > STORE_SLUG_MAX) return 'length';
  if (!/^[a-z0-9-]+$/.test(slug) || slug.slice(2, 4) === '--') return 'characters';
  if (slug.startsWith('-') || slug.endsWith('-')) return 'hyphen_edge';
  if (RESERVED_STORE_SLUGS.has(slug)) return 'reserved';
  return null;
}

/**
 * A slug proposed from a store's name: accents stripped, lower case, anything else a hyphen,
 * at most 40 characters; padded with "loja" when too short, and prefixed with "loja-" when
 * the name is a reserved word ("Admin" → "loja-admin"). Whether it is free is the API's to say.
 */
export function proposeStoreSlug(name: string): string {
  let slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length < STORE_SLUG_MIN) slug = slug ? `loja-${slug}` : 'minha-loja';
  if (RESERVED_STORE_SLUGS.has(slug)) slug = `loja-${slug}`;
  return slug.slice(0, STORE_SLUG_MAX).replace(/-+$/, '');
}
