// spec §2: the account area's screens, linked from its menu.
export const ACCOUNT_PATH = '/minha-conta';
export const MY_DATA_PATH = `${ACCOUNT_PATH}/meus-dados`;
export const ADDRESSES_PATH = `${ACCOUNT_PATH}/meus-enderecos`;
export const ORDERS_PATH = `${ACCOUNT_PATH}/meus-pedidos`;
export const PASSWORD_PATH = `${ACCOUNT_PATH}/minha-senha`;
export const DEVICES_PATH = `${ACCOUNT_PATH}/dispositivos-conectados`;
