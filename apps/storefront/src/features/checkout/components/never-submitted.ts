import type { UseFormRegisterReturn } from 'react-hook-form';

type FieldEvent = { type: string; target: { value: unknown } };

/**
 * react-hook-form's `register()` props for an input that is never part of a form the browser
 * sends: the card's fields, which must only ever reach the gateway's tokeniser or the sandbox's,
 * never our server and never a URL. The pay form is a ScriptForm, so the browser
 * does not send it before hydration and its script never lets it after; this holds whatever
 * sends it all the same (a broken script, an extension, a future change): a control without a
 * `name` is left out of every form submission (the HTML standard's "constructing the entry
 * list" skips it), by GET or by POST.
 *
 * react-hook-form finds the field of an event by its target's `name`; with none on the input,
 * the handlers are given an event that carries it (the typed value is read from the event, as
 * for a value that is not an input's).
 */
export function neverSubmitted<Name extends string>({
  name,
  onChange,
  onBlur,
  ...field
}: UseFormRegisterReturn<Name>) {
  const relay = (handler: UseFormRegisterReturn<Name>['onChange']) => (event: FieldEvent) =>
    handler({ type: event.type, target: { name, value: event.target.value } });
  return { ...field, onChange: relay(onChange), onBlur: relay(onBlur) };
}
