/**
 * The frame of the app's edit forms (spec §4): a form without the browser's own validation, its fields,
 * then Reset (back to the form's defaults) and Submit (disabled while submitting).
 */
import type { ReactNode } from 'react';
import { Button } from './ui/Button.tsx';

interface SaveFormProps {
  /** What useSaveForm returns: the submit handler, reset, and the submitting state. */
  form: { submit: () => Promise<void>; reset: () => void; formState: { isSubmitting: boolean } };
  testId?: string;
  children: ReactNode;
}

export function SaveForm({ form, testId, children }: SaveFormProps) {
  const submitting = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.submit} data-testid={testId} className="flex flex-col gap-5">
      {children}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={() => form.reset()} disabled={submitting}>
          Reset
        </Button>
        <Button type="submit" loading={submitting}>
          Submit
        </Button>
      </div>
    </form>
  );
}
