import type { ParsedProductFiscal, ProductFiscal } from '@vitrine/contract/fiscal-codes';
import type { products } from '../db/schema/index.ts';

// A product's fiscal columns (migration 0032) as the contract names them, both ways: the
// office's editor and the catalog spreadsheet read and write them alike.

type Row = typeof products.$inferSelect;
export type FiscalColumns = Pick<
  Row,
  'ncm' | 'origin' | 'cest' | 'fiscalCfop' | 'fiscalIcmsCode' | 'fiscalPisCst' | 'fiscalCofinsCst'
>;

export const NO_FISCAL: FiscalColumns = {
  ncm: '',
  origin: 0,
  cest: null,
  fiscalCfop: null,
  fiscalIcmsCode: null,
  fiscalPisCst: null,
  fiscalCofinsCst: null,
};

export const fiscalColumnsOf = (fiscal: ParsedProductFiscal): FiscalColumns => ({
  ncm: fiscal.ncm,
  origin: fiscal.origin,
  cest: fiscal.cest,
  fiscalCfop: fiscal.cfop,
  fiscalIcmsCode: fiscal.icms_code,
  fiscalPisCst: fiscal.pis_cst,
  fiscalCofinsCst: fiscal.cofins_cst,
});

export const productFiscalOf = (row: FiscalColumns): ProductFiscal => ({
  ncm: row.ncm,
  origin: row.origin,
  cest: row.cest,
  cfop: row.fiscalCfop,
  icms_code: row.fiscalIcmsCode,
  pis_cst: row.fiscalPisCst,
  cofins_cst: row.fiscalCofinsCst,
});
