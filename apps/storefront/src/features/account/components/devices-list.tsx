import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import type { Device } from '@vitrine/contract/customers';
import { formatDateTime } from '@vitrine/domain/dates';
import { Button } from '@vitrine/ui/button';
import { useState } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { notify } from '../../../shared/notify.ts';
import { devicesMessages as t } from '../devices-messages.ts';
import { devicesQueryOptions } from '@vitrine/api-client/queries/get-devices';
import { devicesQueryKey } from '@vitrine/api-client/query-keys';

const when = (iso: string) => formatDateTime(iso, t.dateTimeJoin);

const deviceName = (device: Device) => `${t.deviceType(device.device_type)} · ${device.os}`;

/**
 * spec §2 /minha-conta/dispositivos-conectados: every session of the shopper, this one marked
 * (it cannot be revoked here: "Sair" ends it). A revoked session is refused by the API at its
 * next request, so that browser is sent to /login.
 */
export function DevicesList() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const { data: devices } = useSuspenseQuery(devicesQueryOptions(api));
  // One revoke at a time: the id being revoked, or 'others'.
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, revoke: () => Promise<string>) {
    if (busy) return;
    setBusy(key);
    try {
      notify('success', await revoke());
    } catch (error) {
      const refusal = toApiError(error);
      notify('error', refusal.status === 0 ? refusal.message : t.failed);
    } finally {
      await queryClient.invalidateQueries({ queryKey: devicesQueryKey });
      setBusy(null);
    }
  }

  const revokeOne = (device: Device) =>
    run(device.id, async () => {
      const { revokeDevice } = await import('@vitrine/api-client/revoke-device');
      await revokeDevice(await api.client(), device.id);
      return t.revoked;
    });
  const revokeOthers = () =>
    run('others', async () => {
      const { revokeOtherDevices } = await import('@vitrine/api-client/revoke-other-devices');
      return t.revokedOthers(await revokeOtherDevices(await api.client()));
    });

  // This device first, then the most recently used.
  const sorted = [...devices].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );
  const others = sorted.filter((device) => !device.current);

  return (
    <div className="devices">
      <p>{t.intro}</p>
      <ul className="devices__list">
        {sorted.map((device) => (
          <li key={device.id} className="devices__item" aria-current={device.current || undefined}>
            <p className="devices__name">
              {deviceName(device)}
              {device.current && <span className="devices__current">{t.current}</span>}
            </p>
            <dl className="devices__facts">
              <div>
                <dt>{t.browser}</dt>
                <dd>{device.browser}</dd>
              </div>
              <div>
                <dt>{t.place}</dt>
                <dd>{device.ip}</dd>
              </div>
              <div>
                <dt>{t.lastUse}</dt>
                <dd>{when(device.last_seen_at)}</dd>
              </div>
              <div>
                <dt>{t.since}</dt>
                <dd>{when(device.created_at)}</dd>
              </div>
            </dl>
            {!device.current && (
              <Button
                variant="secondary"
                aria-label={t.revokeLabel(`${deviceName(device)}, ${device.browser}`)}
                loading={busy === device.id}
                disabled={busy !== null}
                onClick={() => void revokeOne(device)}
              >
                {busy === device.id ? t.revoking : t.revoke}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="danger"
          loading={busy === 'others'}
          disabled={busy !== null}
          onClick={() => void revokeOthers()}
        >
          {busy === 'others' ? t.revoking : t.revokeOthers}
        </Button>
      ) : (
        <p>{t.onlyThis}</p>
      )}
    </div>
  );
}
