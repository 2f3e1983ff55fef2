import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@vitrine/api-client/errors';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { twoFactorMessages as t } from './messages.ts';
import './two-factor.css';

type Field = 'password' | 'code';
type Values = { password?: string; code?: string };

/** Refusals about what was typed: shown under the field they are about. */
const FIELD_OF: Record<string, Field> = {
  wrong_password: 'password',
  invalid_two_factor_code: 'code',
};

export type StepFormProps<S extends z.ZodType<Values, FieldValues>> = {
  /** The contract's schema of the body: the form checks what the API will. */
  schema: S;
  fields: readonly Field[];
  /** The code's label: the app's code only, or either kind. */
  codeLabel?: string;
  title: string;
  hint?: ReactNode;
  submit: string;
  submitVariant?: 'primary' | 'danger';
  /** Focus on the first field as the form appears (it appeared after a click). */
  autoFocus?: boolean;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * One step of two-step verification's screens: the password, a code, or both, sent as the
 * contract's body; a refusal about a field under it (focused), any other above the button.
 */
export function StepForm<S extends z.ZodType<Values, FieldValues>>(props: StepFormProps<S>) {
  const titleId = useId();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(props.schema) });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const first = props.fields[0] as Path<z.input<S>>;
  useEffect(() => {
    if (props.autoFocus) form.setFocus(first);
  }, [props.autoFocus, form, first]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await props.onSubmit(values);
    } catch (error) {
      const refusal = toApiError(error);
      const field = FIELD_OF[refusal.code];
      if (field && props.fields.includes(field)) {
        form.setError(
          field as Path<z.input<S>>,
          { type: 'server', message: refusal.message },
          {
            shouldFocus: true,
          },
        );
      } else setFailure(refusal.message);
    }
  });
  const errorOf = (field: Field) =>
    (errors as Partial<Record<Field, { message?: string }>>)[field]?.message;

  return (
    <form noValidate onSubmit={submit} className="security__step" aria-labelledby={titleId}>
      <h3 id={titleId}>{props.title}</h3>
      {props.hint ? <p className="office-hint">{props.hint}</p> : null}
      {props.fields.includes('password') && (
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          error={errorOf('password')}
          {...form.register('password' as Path<z.input<S>>)}
        />
      )}
      {props.fields.includes('code') && (
        <TextField
          label={props.codeLabel ?? t.code}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          className="security__code"
          error={errorOf('code')}
          {...form.register('code' as Path<z.input<S>>)}
        />
      )}
      {failure ? (
        <p role="alert" className="office-failure">
          {failure}
        </p>
      ) : null}
      <div className="security__actions">
        <Button type="submit" variant={props.submitVariant ?? 'primary'} loading={isSubmitting}>
          {props.submit}
        </Button>
        {props.onCancel ? (
          <Button type="button" variant="ghost" onClick={props.onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
