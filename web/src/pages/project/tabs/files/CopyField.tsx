/** A read-only value with a Copy button that reads 'Copied!' for 2 s (spec product.md §9). */
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { Input, Textarea } from '../../../../components/ui/Input.tsx';
import { Label } from '../../../../components/ui/Label.tsx';

const COPIED_MS = 2000;

export function CopyField({
  label,
  value,
  multiline = false,
  disabled = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  /** Nothing to copy yet (e.g. the personal link while its name is not one). */
  disabled?: boolean;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-start gap-2">
        {multiline ? (
          <Textarea id={id} value={value} readOnly className="min-h-24 font-mono text-xs" />
        ) : (
          <Input id={id} value={value} readOnly className="font-mono text-xs" />
        )}
        <Button
          variant="secondary"
          className="w-28 shrink-0"
          disabled={disabled}
          aria-label={copied ? `${label} copied` : `Copy ${label}`}
          onClick={async () => {
            await navigator.clipboard.writeText(value);
            setCopied(true);
          }}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
