/**
 * The one form of the five auth pages: text fields validated by a shared zod schema, a submit button
 * that shows progress, and an optional second action (Resend code) that can read and mark the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LIMITS } from '#shared/schemas.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';

export interface AuthField<Name extends string> {
  name: Name;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  inputMode?: 'numeric';
  hint?: string;
  /** Shown right under the field (the login form's 'Forgot password?' link). */
  below?: ReactNode;
}

export const PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters, with a lowercase and an uppercase letter, a digit and a special character.`;

/** The fields the pages share, by what they hold. */
export const AUTH_FIELDS = {
  username: { name: 'username', label: 'Username', autoComplete: 'username' },
  email: { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  code: { name: 'code', label: 'Code', inputMode: 'numeric', autoComplete: 'one-time-code' },
} as const satisfies Record<string, AuthField<string>>;

interface AuthFormProps<Values extends FieldValues, Output> {
  schema: z.ZodType<Output, Values>;
  defaultValues: Values;
  fields: AuthField<Path<Values> & string>[];
  submitLabel: string;
  onSubmit: (values: Output) => Promise<void>;
  /** A second button under Submit, given the form so it can read and mark fields. */
  secondary?: (form: UseFormReturn<Values, unknown, Output>) => ReactNode;
}

export function AuthForm<Values extends FieldValues, Output>(props: AuthFormProps<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(props.schema),
    // react-hook-form's DefaultValues is a deep partial of Values: the full values are one.
    defaultValues: props.defaultValues as never,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const submit = (
    <Button type="submit" loading={isSubmitting} className={props.secondary ? 'w-full' : 'mt-1 w-full'}>
      {props.submitLabel}
    </Button>
  );

  return (
    <form noValidate onSubmit={handleSubmit(props.onSubmit)} className="flex flex-col gap-5">
      {props.fields.map((field) => {
        const input = (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            hint={field.hint}
            error={errors[field.name]?.message as string | undefined}
            {...register(field.name)}
          />
        );
        return field.below ? (
          <div key={field.name} className="flex flex-col gap-2">
            {input}
            {field.below}
          </div>
        ) : (
          input
        );
      })}
      {props.secondary ? (
        <div className="mt-1 flex flex-col gap-3">
          {submit}
          {props.secondary(form)}
        </div>
      ) : (
        submit
      )}
    </form>
  );
}
