import { type ReactNode, useId } from 'react';
import { Label } from './Label.tsx';

/** Props that tie a control to its label and error message. */
interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** What a field shows round its control: the label, and the validation message or else the hint. */
export interface FieldText {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

interface FormFieldProps extends FieldText {
  /** The control's id; one of its own when not given. */
  id?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its validation message underneath. */
export function FormField({ id: givenId, label, error, hint, children }: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const messageId = error || hint ? `${id}-message` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': messageId })}
      {error ? (
        <p id={messageId} className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <div id={messageId} className="text-xs text-zinc-500">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
