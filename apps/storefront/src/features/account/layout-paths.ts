// spec §2: the account area's screens, linked from its menu.
// The ones other screens link to too (the header's account menu) are in lib/paths.ts.
import { ACCOUNT_PATH } from '../../lib/paths.ts';

export { ACCOUNT_PATH, ADDRESSES_PATH, ORDERS_PATH } from '../../lib/paths.ts';
export const MY_DATA_PATH = `${ACCOUNT_PATH}/meus-dados`;
export const PASSWORD_PATH = `${ACCOUNT_PATH}/minha-senha`;
export const DEVICES_PATH = `${ACCOUNT_PATH}/dispositivos-conectados`;
export const FAVOURITES_PATH = `${ACCOUNT_PATH}/favoritos`;
export const PREFERENCES_PATH = `${ACCOUNT_PATH}/preferencias`;
