import { z } from './zod.ts';
import { pageQuerySchema, paginated } from './common.ts';

// Who changed what: every catalog write records the seller, when, and the fields before and
// after (only those that changed).

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'status',
  'duplicate',
  'delete',
  'stock',
  'import',
  'invite',
  'role',
  'remove',
  'reorder',
  'refund',
  'retry',
  'settle',
  'test',
  'open',
  'pause',
  'reopen',
  'close',
  'verify',
  'detach',
  'two_factor_on',
  'two_factor_off',
  'recovery_codes',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS = {
  create: 'Criou',
  update: 'Alterou',
  status: 'Mudou o status',
  duplicate: 'Duplicou',
  delete: 'Excluiu',
  stock: 'Ajustou o estoque',
  import: 'Importou da planilha',
  invite: 'Convidou',
  role: 'Mudou o papel',
  remove: 'Removeu',
  reorder: 'Mudou a ordem',
  refund: 'Reembolsou',
  retry: 'Tentou de novo',
  settle: 'Marcou como devolvido',
  test: 'Testou a conexão',
  open: 'Abriu a loja',
  pause: 'Pôs a loja em pausa',
  reopen: 'Reabriu a loja',
  close: 'Encerrou a loja',
  verify: 'Verificou',
  detach: 'Desligou (registros DNS ausentes)',
  two_factor_on: 'Ativou a verificação em duas etapas',
  two_factor_off: 'Desativou a verificação em duas etapas',
  recovery_codes: 'Gerou novos códigos de recuperação',
} as const satisfies Record<AuditAction, string>;

export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z
  .object({
    _id: z.uuid(),
    entity: z.string(),
    entity_id: z.uuid(),
    /** The product's or category's name today (null: gone, or not a named thing). */
    entity_name: z.string().nullable(),
    action: z.string(),
    /** null: the system. */
    seller_name: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    changes: z.array(auditChangeSchema),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditHistoryQuerySchema = pageQuerySchema;
export const auditHistorySchema = paginated(auditEntrySchema).meta({ id: 'AuditHistory' });
export type AuditHistory = z.infer<typeof auditHistorySchema>;
