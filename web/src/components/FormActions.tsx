import { Button } from './ui/Button.tsx';

/** Reset (back to the form's defaults) and Submit (disabled while submitting), spec §4. */
export function FormActions({ onReset, submitting }: { onReset: () => void; submitting: boolean }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="secondary" onClick={onReset} disabled={submitting}>
        Reset
      </Button>
      <Button type="submit" loading={submitting}>
        Submit
      </Button>
    </div>
  );
}
