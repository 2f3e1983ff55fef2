import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { moveStoreMutationOptions } from '@vitrine/api-client/store-life';
import { unfinishedOrdersDetailsSchema, type UnfinishedOrders } from '@vitrine/contract/store-life';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { toast } from '@vitrine/ui/toast';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../lib/api-context.tsx';
import { PATHS } from '../../lib/paths.ts';
import { closingMessages as t } from './messages.ts';

type Refusal = { message: string; orders: UnfinishedOrders | null };

/** The password, then POST /store/close: a wrong one on the field, unfinished orders listed. */
export function CloseStoreForm() {
  const api = useApi();
  const close = useMutation(moveStoreMutationOptions(api, useQueryClient()));
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setRefusal(null);
    try {
      const state = await close.mutateAsync({ move: 'close', body: { password } });
      toast.success(state.message);
      await navigate(PATHS.home);
    } catch (error) {
      const refused = toApiError(error);
      if (refused.code === 'wrong_password' || refused.code === 'validation_error') {
        setFieldError(refused.message);
        input.current?.focus();
        return;
      }
      const orders = unfinishedOrdersDetailsSchema.safeParse(refused.details);
      setRefusal({ message: refused.message, orders: orders.success ? orders.data : null });
      requestAnimationFrame(() => refusalRef.current?.focus());
    }
  }

  return (
    <form className="closing__form" noValidate onSubmit={submit}>
      <TextField
        ref={input}
        type="password"
        autoComplete="current-password"
        label={t.password}
        error={fieldError}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div ref={refusalRef} tabIndex={-1} className="closing__refusal">
        {refusal ? (
          <div role="alert">
            <p className="office-failure">{refusal.message}</p>
            {refusal.orders ? <UnfinishedList orders={refusal.orders} /> : null}
          </div>
        ) : null}
      </div>
      <Button type="submit" variant="danger" loading={close.isPending}>
        {t.confirm}
      </Button>
    </form>
  );
}

function UnfinishedList({ orders }: { orders: UnfinishedOrders }) {
  const more = orders.total - orders.orders.length;
  return (
    <>
      <ul className="closing__orders">
        {orders.orders.map((order) => (
          <li key={order.code}>
            <Link to={PATHS.sale(order.code)} aria-label={t.order(order.code)}>
              {order.code}
            </Link>{' '}
            · {order.status_label} · {order.customer_name} · {formatBRL(order.total)}
          </li>
        ))}
      </ul>
      {more > 0 ? <p>{t.unfinishedMore(more)}</p> : null}
    </>
  );
}
