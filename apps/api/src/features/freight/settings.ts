import type {
  FreightSettings,
  freightSettingsBodySchema,
} from '@vitrine/contract/freight-settings';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { freightSettings, freightTableRows } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { secretHint, type SecretBox } from '../../lib/secrets/secret-box.ts';

type SettingsRow = typeof freightSettings.$inferSelect;
type SettingsBody = z.output<typeof freightSettingsBodySchema>;

/** The audit log's name for a store's freight settings (entity id: the store's). */
export const FREIGHT_SETTINGS_ENTITY = 'freight_settings';

/**
 * Where the sealed token may be opened: this store's Melhor Envio token, nowhere else (a value
 * copied to another store's row does not open).
 */
export const melhorEnvioTokenContext = (storeId: string) =>
  `store:${storeId}:freight.melhor_envio_token`;

/**
 * A store that never saved its freight settings: no origin yet, nothing on, and the smallest
 * parcel the Correios accept (2 × 11 × 16 cm) at 300 g for variations without measures.
 */
export function defaultFreightRow(storeId: string): SettingsRow {
  return {
    storeId,
    originCep: '',
    defaultWeightGrams: 300,
    defaultHeightCm: 2,
    defaultWidthCm: 11,
    defaultLengthCm: 16,
    ownTableEnabled: false,
    freeShipping: [],
    pickupEnabled: false,
    pickupAddress: '',
    pickupHours: '',
    melhorEnvioEnabled: false,
    melhorEnvioEnvironment: 'production',
    melhorEnvioTokenSealed: null,
    melhorEnvioServices: [],
    markupPercent: 0,
    markupCents: 0,
    extraDays: 0,
    updatedAt: new Date(0),
  };
}

const freightRowOf = preparedQuery((db) =>
  db
    .select()
    .from(freightSettings)
    .where(eq(freightSettings.storeId, sql.placeholder('storeId')))
    .prepare('freight_settings_of_store'),
);

export async function readFreightRow(db: Database, storeId: string): Promise<SettingsRow> {
  const [row] = await freightRowOf(db).execute({ storeId });
  return row ?? defaultFreightRow(storeId);
}

async function tableSize(db: Database, storeId: string): Promise<number> {
  const [row] = await db
    .select({ rows: count() })
    .from(freightTableRows)
    .where(eq(freightTableRows.storeId, storeId));
  return row?.rows ?? 0;
}

function answerOf(row: SettingsRow, rows: number, secrets: SecretBox): FreightSettings {
  const token = row.melhorEnvioTokenSealed
    ? secrets.open(row.melhorEnvioTokenSealed, melhorEnvioTokenContext(row.storeId))
    : null;
  return {
    origin_cep: row.originCep,
    default_package: {
      weight_grams: row.defaultWeightGrams,
      height_cm: row.defaultHeightCm,
      width_cm: row.defaultWidthCm,
      length_cm: row.defaultLengthCm,
    },
    own_table: { enabled: row.ownTableEnabled, rows },
    free_shipping: row.freeShipping.map((rule) => ({
      minimum_order: fromCents(rule.minimumOrderCents),
      region: rule.region as FreightSettings['free_shipping'][number]['region'],
    })),
    pickup: { enabled: row.pickupEnabled, address: row.pickupAddress, hours: row.pickupHours },
    melhor_envio: {
      enabled: row.melhorEnvioEnabled,
      environment: row.melhorEnvioEnvironment as 'sandbox' | 'production',
      services: row.melhorEnvioServices,
      markup_percent: row.markupPercent,
      markup_amount: fromCents(row.markupCents),
      extra_days: row.extraDays,
      token_set: token !== null,
      token_hint: token === null ? null : secretHint(token),
    },
  };
}

export async function readFreightSettings(
  db: Database,
  secrets: SecretBox,
  storeId: string,
): Promise<FreightSettings> {
  const [row, rows] = await Promise.all([readFreightRow(db, storeId), tableSize(db, storeId)]);
  return answerOf(row, rows, secrets);
}

/**
 * What the audit keeps of the settings: every field a seller sees, and of the token only
 * whether there is one and a fingerprint that changes with it — never the token.
 */
function auditFieldsOf(settings: FreightSettings, sealed: string | null): Record<string, unknown> {
  const { default_package, own_table, pickup, melhor_envio, ...rest } = settings;
  const { token_hint: _hint, token_set, ...melhor } = melhor_envio;
  return {
    ...rest,
    ...Object.fromEntries(Object.entries(default_package).map(([k, v]) => [`package.${k}`, v])),
    own_table_enabled: own_table.enabled,
    ...Object.fromEntries(Object.entries(pickup).map(([k, v]) => [`pickup.${k}`, v])),
    ...Object.fromEntries(Object.entries(melhor).map(([k, v]) => [`melhor_envio.${k}`, v])),
    'melhor_envio.token': token_set
      ? `definido (${sealed?.split('.')[2]?.slice(0, 6) ?? ''})`
      : null,
  };
}

/**
 * Replaces the store's freight settings. A token in the body is sealed before it reaches the
 * database (absent keeps the stored one, null removes it); turning Melhor Envio on needs a
 * token, turning the own table on needs rows. Recorded in the store's history.
 */
export async function saveFreightSettings(
  db: Database,
  secrets: SecretBox,
  actor: AuditActor,
  body: SettingsBody,
  now: Date,
): Promise<FreightSettings> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(freightSettings)
      .where(eq(freightSettings.storeId, actor.storeId))
      .for('update');
    const before = locked ?? defaultFreightRow(actor.storeId);
    const rows = await tableSize(tx, actor.storeId);
    const { token } = body.melhor_envio;
    const sealed =
      token === undefined
        ? before.melhorEnvioTokenSealed
        : token === null
          ? null
          : secrets.seal(token, melhorEnvioTokenContext(actor.storeId));
    if (body.melhor_envio.enabled && sealed === null) {
      throw badRequest(
        'freight_settings_invalid',
        'Informe o token do Melhor Envio para ativá-lo.',
        [{ path: 'melhor_envio.token', message: 'Informe o token do Melhor Envio para ativá-lo.' }],
      );
    }
    if (body.own_table.enabled && rows === 0) {
      const message = 'Cadastre ao menos uma faixa na tabela de frete antes de ativá-la.';
      throw badRequest('freight_settings_invalid', message, [
        { path: 'own_table.enabled', message },
      ]);
    }
    const columns = {
      originCep: body.origin_cep,
      defaultWeightGrams: body.default_package.weight_grams,
      defaultHeightCm: body.default_package.height_cm,
      defaultWidthCm: body.default_package.width_cm,
      defaultLengthCm: body.default_package.length_cm,
      ownTableEnabled: body.own_table.enabled,
      freeShipping: body.free_shipping.map((rule) => ({
        minimumOrderCents: toCents(rule.minimum_order),
        region: rule.region,
      })),
      pickupEnabled: body.pickup.enabled,
      pickupAddress: body.pickup.address,
      pickupHours: body.pickup.hours,
      melhorEnvioEnabled: body.melhor_envio.enabled,
      melhorEnvioEnvironment: body.melhor_envio.environment,
      melhorEnvioTokenSealed: sealed,
      melhorEnvioServices: body.melhor_envio.services,
      markupPercent: body.melhor_envio.markup_percent,
      markupCents: toCents(body.melhor_envio.markup_amount),
      extraDays: body.melhor_envio.extra_days,
      updatedAt: now,
    };
    const [after] = await tx
      .insert(freightSettings)
      .values({ storeId: actor.storeId, ...columns })
      .onConflictDoUpdate({ target: freightSettings.storeId, set: columns })
      .returning();
    const answer = answerOf(after!, rows, secrets);
    await recordAudit(tx, {
      ...actor,
      entity: FREIGHT_SETTINGS_ENTITY,
      entityId: actor.storeId,
      action: 'update',
      before: auditFieldsOf(answerOf(before, rows, secrets), before.melhorEnvioTokenSealed),
      after: auditFieldsOf(answer, sealed),
    });
    return answer;
  });
}
