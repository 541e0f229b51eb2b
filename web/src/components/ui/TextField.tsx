import { type ComponentProps, type ReactNode, useId } from 'react';
import { FormField } from './FormField.tsx';
import { Input, Textarea } from './Input.tsx';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled text input with its validation message (spread react-hook-form's `register` into it). */
export function TextField({ label, error, hint, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  return (
    <FormField id={id ?? generatedId} label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...inputProps} />}
    </FormField>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, id, ...textareaProps }: TextAreaFieldProps) {
  const generatedId = useId();
  return (
    <FormField id={id ?? generatedId} label={label} error={error} hint={hint}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </FormField>
  );
}
