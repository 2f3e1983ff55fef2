import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@vitrine/api-client/errors';
import { showRefusal } from '@vitrine/ui/form-refusal';
import { toast } from '@vitrine/ui/toast';
import { useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
} from 'react-hook-form';
import type { z } from 'zod';

export type SettingsFormOptions<Values extends FieldValues, Parsed, Saved> = {
  /**
   * What the resolver checks: the contract's schema, or one that turns the form's values into
   * the body first (`z.custom<Values>().transform(toBody).pipe(bodySchema)`), so each issue
   * lands on the field of the same path.
   */
  schema: z.ZodType<Parsed, Values>;
  /** The form as it starts: the saved values as the form shows them. */
  defaultValues: Values;
  /** Every field an API refusal may name (its details' `path`), in the form's order. */
  fields: readonly Path<Values>[];
  /** Sends the checked body (the save mutation's mutateAsync); throws the API's refusal. */
  save: (parsed: Parsed, values: Values) => Promise<Saved>;
  /** The saved answer as the form starts again (else the values just sent). */
  toFormValues?: (saved: Saved) => Values;
  /**
   * Said when the save succeeds: a toast, the office's way; `status` for a form that keeps
   * its message on screen (its text is long to read in a toast's 3 s).
   */
  saved?: { toast: string | ((saved: Saved) => string) } | { status: string };
  /** After the save: leave for the list, say something on the next screen… */
  onSaved?: (saved: Saved, parsed: Parsed) => void;
  mode?: Mode;
};

/**
 * A settings form's whole round: react-hook-form on the contract's schema; on submit, the save;
 * after it, the form reset to what was saved (no longer "changed") and the success said; an
 * API refusal placed on the fields it names (focus on the first), or else shown as the form's
 * message, which then takes focus. `unsaved` is what UnsavedChangesGuard asks about.
 */
export function useSettingsForm<Values extends FieldValues, Parsed, Saved>(
  options: SettingsFormOptions<Values, Parsed, Saved>,
) {
  const { schema, defaultValues, fields, save, toFormValues, saved, onSaved, mode } = options;
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const failureRef = useRef<HTMLDivElement>(null);

  const submit = form.handleSubmit(async (parsed) => {
    setFailure(null);
    setNotice('');
    const values = form.getValues();
    let answer: Saved;
    try {
      answer = await save(parsed, values);
    } catch (error) {
      const message = showRefusal(form, toApiError(error), fields);
      setFailure(message);
      // The message's frame is always on the page: it is where the keyboard goes next.
      if (message) failureRef.current?.focus();
      return;
    }
    form.reset(toFormValues ? toFormValues(answer) : values);
    if (saved && 'status' in saved) setNotice(saved.status);
    else if (saved)
      toast.success(typeof saved.toast === 'string' ? saved.toast : saved.toast(answer));
    onSaved?.(answer, parsed);
  });

  const { isDirty, isSubmitting } = form.formState;
  return { form, submit, failure, failureRef, notice, unsaved: isDirty && !isSubmitting };
}

/** What the form's frame and its failure need of the hook's answer. */
export type SettingsFormKit<Values extends FieldValues, Parsed> = ReturnType<
  typeof useSettingsForm<Values, Parsed, unknown>
>;
