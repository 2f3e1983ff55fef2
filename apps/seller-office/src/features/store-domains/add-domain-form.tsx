import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeDomainMutations } from '@vitrine/api-client/store-domains';
import { toApiError } from '@vitrine/api-client/errors';
import { addStoreDomainBodySchema } from '@vitrine/contract/domains';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../lib/api-context.tsx';
import { domainMessages as t } from './messages.ts';

type Body = z.input<typeof addStoreDomainBodySchema>;
type Parsed = z.output<typeof addStoreDomainBodySchema>;

/** The API's refusals that are about what was typed: shown under the field. */
const ABOUT_THE_DOMAIN = new Set([
  'invalid_domain',
  'platform_domain',
  'apex_unsupported',
  'domain_exists',
  'domain_taken',
  'too_many_domains',
]);

/** Adds a domain (pending): the API answers the records to create. */
export function AddDomainForm({ onAdded }: { onAdded: (message: string) => void }) {
  const api = useApi();
  const add = useMutation(storeDomainMutations(api, useQueryClient()).add);
  const form = useForm<Body, unknown, Parsed>({
    resolver: zodResolver(addStoreDomainBodySchema),
    defaultValues: { domain: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ domain }) => {
    setFailure(null);
    try {
      const added = await add.mutateAsync(domain);
      form.reset({ domain: '' });
      onAdded(t.add.added(added.domain));
    } catch (error) {
      const refusal = toApiError(error);
      if (ABOUT_THE_DOMAIN.has(refusal.code)) {
        form.setError(
          'domain',
          { type: 'server', message: refusal.message },
          { shouldFocus: true },
        );
      } else setFailure(refusal.message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="office-card store-domains__add"
      aria-labelledby="store-domains-add-title"
    >
      <h2 id="store-domains-add-title">{t.add.title}</h2>
      <TextField
        label={t.add.label}
        hint={t.add.hint}
        inputMode="url"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        placeholder="www.minhaloja.com.br"
        error={errors.domain?.message}
        {...form.register('domain')}
      />
      {failure ? (
        <p role="alert" className="office-failure">
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        {t.add.submit}
      </Button>
    </form>
  );
}
