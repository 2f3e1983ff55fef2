import { zodResolver } from '@hookform/resolvers/zod';
import { showFailure } from '@vitrine/api-client/form-failure';
import { signUpStore } from '@vitrine/api-client/store-sign-up';
import {
  storeSignUpBodySchema,
  type SignedUpStore,
  type StoreSignUpBody,
} from '@vitrine/contract/store-sign-up';
import { CNPJ_MASK, CPF_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { PasswordRules } from '@vitrine/ui/password-rules';
import { ScriptForm, ScriptSubmit } from '@vitrine/ui/script-form';
import { TextField } from '@vitrine/ui/text-field';
import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { PLATFORM_PATHS } from '../paths.ts';
import { platformMessages } from '../messages.ts';
import { AcceptField } from './accept-field.tsx';
import { SlugStatus } from './slug-status.tsx';
import { STORE_SIGN_UP_FIELDS, type StoreSignUpValues } from './store-sign-up-values.ts';
import { useSlugCheck } from './use-slug-check.ts';

const t = platformMessages.form;
const DOCUMENT_MASKS = [CPF_MASK, CNPJ_MASK] as const;

// The contract's own schema, the API's: the form says before sending what the API would refuse.
const resolver = zodResolver(storeSignUpBodySchema) as unknown as Resolver<StoreSignUpValues>;

export type StoreSignUpFormProps = {
  /** The platform's domain: the store's address is `{slug}.{domain}`. */
  domain: string;
  onCreated: (created: SignedUpStore) => void | Promise<void>;
};

/**
 * "Crie sua loja": the owner and the store (the API's `POST /platform/stores`, through this
 * host's `/_api`). Sent only by its script (ScriptForm): it holds a password and a CPF, which
 * must never go into a URL or to our server before the page is live. A refusal lands on the
 * fields the API names, focus on the first; anything else (a 429) above the button.
 */
export function StoreSignUpForm({ domain, onCreated }: StoreSignUpFormProps) {
  const api = useBrowserApi();
  const ids = { rules: useId(), slugStatus: useId() };
  const [failure, setFailure] = useState<string | null>(null);
  // No defaultValues: what was typed before the script ran stays (a server-drawn page).
  const form = useForm<StoreSignUpValues>({ resolver, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const slug = (useWatch({ control: form.control, name: 'slug' }) ?? '').trim();
  const { check, onSlugTyped } = useSlugCheck(form, api);

  const onSubmit = form.handleSubmit(async () => {
    setFailure(null);
    // The API was asked already: another store has this address. Said here, nothing sent.
    if (check.state === 'refused') {
      form.setError('slug', { type: 'server', message: check.message }, { shouldFocus: true });
      return;
    }
    try {
      // As typed (the schema passed it: both boxes ticked): the API reads the masked CPF or
      // CNPJ and phone itself.
      const body = form.getValues() as StoreSignUpBody;
      const created = await signUpStore(await api.client(), body);
      await onCreated(created);
    } catch (error) {
      setFailure(showFailure(form, error, STORE_SIGN_UP_FIELDS));
    }
  });

  return (
    <ScriptForm className="store-sign-up-form" onSubmit={onSubmit}>
      <fieldset>
        <legend>{t.you}</legend>
        <TextField
          label={t.ownerName}
          autoComplete="name"
          error={errors.owner_name?.message}
          {...form.register('owner_name')}
        />
        <TextField
          label={t.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t.emailHint}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t.password}
          type="password"
          autoComplete="new-password"
          aria-describedby={ids.rules}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordRules id={ids.rules} password={password} />
        <TextField
          label={t.document}
          hint={t.documentHint}
          mask={DOCUMENT_MASKS}
          autoCapitalize="characters"
          error={errors.document?.message}
          {...form.register('document')}
        />
        <TextField
          label={t.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          mask={PHONE_MASKS}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </fieldset>
      <fieldset>
        <legend>{t.store}</legend>
        <TextField
          label={t.storeName}
          autoComplete="organization"
          error={errors.store_name?.message}
          {...form.register('store_name')}
        />
        <TextField
          label={t.slug}
          hint={t.slugHint(`${slug || t.slugPlaceholder}.${domain}`)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={errors.slug ? undefined : ids.slugStatus}
          aria-invalid={check.state === 'refused' || undefined}
          error={errors.slug?.message}
          {...form.register('slug', { onChange: (event) => onSlugTyped(event.target.value) })}
        />
        <SlugStatus id={ids.slugStatus} check={errors.slug ? null : check} />
      </fieldset>
      <AcceptField
        registration={form.register('accept_terms')}
        error={errors.accept_terms?.message}
      >
        {t.acceptTerms} <NewTabLink to={PLATFORM_PATHS.terms}>{platformMessages.terms}</NewTabLink>
      </AcceptField>
      <AcceptField
        registration={form.register('accept_privacy')}
        error={errors.accept_privacy?.message}
      >
        {t.acceptPrivacy}{' '}
        <NewTabLink to={PLATFORM_PATHS.privacy}>{platformMessages.privacy}</NewTabLink>{' '}
        {t.acceptPrivacyEnd}
      </AcceptField>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <ScriptSubmit size="lg" loading={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </ScriptSubmit>
    </ScriptForm>
  );
}

/** The notice accepted, read in a new tab: what was typed here stays. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {platformMessages.opensInNewTab}</span>
    </Link>
  );
}
