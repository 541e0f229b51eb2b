/**
 * The app's edit forms (project, address, about) share one life cycle: validate with the shared zod
 * schema, save, and on success take the saved values as the new defaults (so Reset goes back to them).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** What an edit form is given: the values it starts from, and how it saves. */
export interface EditFormProps<Values, Defaults = Values> {
  defaultValues: Defaults;
  /** Resolves true when saved; the form then takes the saved values as its new defaults. */
  onSubmit: (values: Values) => Promise<boolean>;
  testId?: string;
}

export function useSaveForm<Input extends FieldValues, Output extends Input>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  /** Resolves true when saved. */
  save: (values: Output) => Promise<boolean>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    if (await save(values)) form.reset(values);
  });
  return { ...form, submit };
}
