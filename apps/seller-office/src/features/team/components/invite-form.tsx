import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showFailure } from '@vitrine/api-client/form-failure';
import { inviteSellerMutationOptions } from '@vitrine/api-client/team';
import { inviteSellerBodySchema, type InviteSellerBody } from '@vitrine/contract/team';
import { SELLER_ROLE_HINTS, SELLER_ROLE_LABELS, SELLER_ROLES } from '@vitrine/domain/seller-roles';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../lib/api-context.tsx';
import { teamMessages as t } from '../messages.ts';

type Parsed = z.output<typeof inviteSellerBodySchema>;
const EMPTY: InviteSellerBody = { first_name: '', last_name: '', email: '', role: 'sales' };
const FIELDS = ['first_name', 'last_name', 'email', 'role'] as const;

/** Invites a seller by e-mail with a role: the API sends the first-access link. */
export function InviteForm({ onSent }: { onSent: (message: string) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const invite = useMutation(inviteSellerMutationOptions(api, queryClient));
  const form = useForm<InviteSellerBody, unknown, Parsed>({
    resolver: zodResolver(inviteSellerBodySchema),
    defaultValues: EMPTY,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const invited = await invite.mutateAsync(body);
      form.reset(EMPTY);
      onSent(t.invite.sent(invited.email));
    } catch (error) {
      setFailure(showFailure(form, error, FIELDS));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="office-card team-invite"
      aria-labelledby="team-invite-title"
    >
      <h2 id="team-invite-title">{t.invite.title}</h2>
      <p className="office-hint">{t.invite.hint}</p>
      <div className="team-invite__fields">
        <TextField
          label={t.invite.firstName}
          autoComplete="off"
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label={t.invite.lastName}
          autoComplete="off"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
        <TextField
          label={t.invite.email}
          type="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <fieldset className="team-invite__roles">
        <legend>{t.invite.role}</legend>
        {SELLER_ROLES.map((role) => (
          <label key={role}>
            <input type="radio" value={role} {...form.register('role')} />
            <span>
              <strong>{SELLER_ROLE_LABELS[role]}</strong> — {SELLER_ROLE_HINTS[role]}
            </span>
          </label>
        ))}
        {errors.role?.message ? (
          <p role="alert" className="team__error">
            {errors.role.message}
          </p>
        ) : null}
      </fieldset>
      {failure ? (
        <p role="alert" className="office-failure">
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        {t.invite.submit}
      </Button>
    </form>
  );
}
