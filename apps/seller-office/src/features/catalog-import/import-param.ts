/** The URL's search parameter naming the import on screen. */
export const IMPORT_PARAM = 'importacao';
