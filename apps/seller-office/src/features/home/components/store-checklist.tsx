import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { moveStoreMutationOptions } from '@vitrine/api-client/store-life';
import { storeNotReadyDetailsSchema, type StoreChecklist } from '@vitrine/contract/store-life';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { useMayUse } from '../../../lib/permissions.tsx';
import { ResendConfirmation } from '../../../lib/resend-confirmation.tsx';
import { homeMessages } from '../messages.ts';
import { STEP_ACTIONS } from './store-steps.ts';

const t = homeMessages.store;

type Refusal = { message: string; missing: string[] };

/**
 * A store not open yet: each step of the checklist as the API reads it from the data, where
 * it is done, and "Abrir minha loja" (the owner's), which says what is missing when refused.
 */
export function StoreChecklistCard({ checklist }: { checklist: StoreChecklist }) {
  const api = useApi();
  const mayOpen = useMayUse('store');
  const open = useMutation(moveStoreMutationOptions(api, useQueryClient()));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const required = checklist.steps.filter((step) => step.required);
  const done = required.filter((step) => step.done).length;

  async function openStore() {
    setRefusal(null);
    try {
      const state = await open.mutateAsync({ move: 'open' });
      toast.success(state.message);
    } catch (error) {
      const refused = toApiError(error);
      const details = storeNotReadyDetailsSchema.safeParse(refused.details);
      setRefusal({
        message: details.success ? t.notReady : refused.message,
        missing: details.success ? details.data.missing.map((step) => step.label) : [],
      });
      // The list of what is missing is where the keyboard goes next.
      requestAnimationFrame(() => refusalRef.current?.focus());
    }
  }

  return (
    <section className="office-card home-store" aria-labelledby="home-store-heading">
      <h2 id="home-store-heading">{t.checklistHeading}</h2>
      <p>{t.checklistIntro}</p>
      <p className="home-store__progress">{t.progress(done, required.length)}</p>
      <ol className="home-checklist">
        {checklist.steps.map((step) => {
          const action = step.code === 'email' ? null : STEP_ACTIONS[step.code];
          return (
            <li
              key={step.code}
              className="home-checklist__step"
              data-done={step.done ? 'true' : 'false'}
            >
              <span className="home-checklist__state">{step.done ? t.done : t.todo}</span>
              <span className="home-checklist__label">
                {step.label}
                {step.required ? null : ` ${t.advised}`}
              </span>
              {step.done ? null : action ? (
                <Link className="home-checklist__action" to={action.to}>
                  {action.label}
                </Link>
              ) : (
                <>
                  <span className="home-checklist__hint">{t.emailHint}</span>
                  {/* The API sends the link to the seller asking: the owner's step, the owner's button. */}
                  {mayOpen ? (
                    <ResendConfirmation label={t.resendEmail} className="home-checklist__resend" />
                  ) : null}
                </>
              )}
            </li>
          );
        })}
      </ol>
      <div ref={refusalRef} tabIndex={-1} className="home-store__refusal">
        {refusal ? (
          <div role="alert">
            <p className="office-failure">{refusal.message}</p>
            {refusal.missing.length > 0 ? (
              <ul>
                {refusal.missing.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {mayOpen ? (
        <Button className="home-store__open" loading={open.isPending} onClick={openStore}>
          {t.open}
        </Button>
      ) : (
        <p className="home-store__note">{t.onlyOwnerOpens}</p>
      )}
    </section>
  );
}
