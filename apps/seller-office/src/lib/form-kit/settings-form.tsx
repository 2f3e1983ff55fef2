import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { UnsavedChangesGuard } from '../unsaved-changes-guard.tsx';
import type { SettingsFormKit } from './use-settings-form.ts';

type Props<Values extends FieldValues, Parsed> = {
  kit: SettingsFormKit<Values, Parsed>;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
  /** Beside the form and reading it (useWatch), outside the form element: a live preview. */
  aside?: ReactNode;
};

/**
 * The form element of useSettingsForm: its fields reach the form through FormProvider
 * (FormTextField and the like), the browser's own checks are off (the schema's, in pt-BR,
 * speak), and leaving with changes not saved asks first.
 */
export function SettingsForm<Values extends FieldValues, Parsed>({
  kit,
  className,
  children,
  aside,
  ...aria
}: Props<Values, Parsed>) {
  return (
    <FormProvider {...kit.form}>
      <form className={className} noValidate onSubmit={kit.submit} {...aria}>
        <UnsavedChangesGuard when={kit.unsaved} />
        {children}
      </form>
      {aside}
    </FormProvider>
  );
}

/**
 * The refusal no field took ("Muitas tentativas…", a network failure), announced; its frame
 * stays on the page so the hook can move focus to it.
 */
export function FormFailure<Values extends FieldValues, Parsed>({
  kit,
}: {
  kit: Pick<SettingsFormKit<Values, Parsed>, 'failure' | 'failureRef'>;
}) {
  return (
    <div ref={kit.failureRef} tabIndex={-1} className="office-form-failure">
      {kit.failure ? (
        <p className="office-failure" role="alert">
          {kit.failure}
        </p>
      ) : null}
    </div>
  );
}
