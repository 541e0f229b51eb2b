/**
 * The asset library settings modal (spec venue-planner.md §2, §3, §5, §8): thumbnails (auto-generate,
 * size 64-1024, background, fov 10-120, frame padding 0-0.5 in steps of 0.01), the CDN (on/off and the
 * provider's fields, with Test connection: a format check only) and the cache (1-100 MB, TTL 60 to
 * 2592000 s). Saved in this browser when every field is valid. No access key field: thumbnails upload
 * through presigned URLs from Atrium, so no credential is ever typed or stored here.
 */
import { useState } from 'react';
import { Button } from '../../../../../components/ui/Button.tsx';
import { Dialog, DialogContent } from '../../../../../components/ui/Dialog.tsx';
import {
  type AssetLibrarySettings,
  assetLibrarySettingsSchema,
  type ConnectionFields,
  testConnection,
} from './asset-library-settings.ts';

/** The form's fields as typed (numbers as text until saved). */
interface FormValues {
  autoGenerate: boolean;
  size: string;
  background: string;
  fov: string;
  framePadding: string;
  cdnEnabled: boolean;
  provider: string;
  region: string;
  bucketName: string;
  cloudFrontUrl: string;
  uploadEndpoint: string;
  maxSize: string;
  ttl: string;
}

function formValues(s: AssetLibrarySettings): FormValues {
  const c = s.cdn.credentials;
  return {
    autoGenerate: s.thumbnails.autoGenerate,
    size: String(s.thumbnails.size),
    background: s.thumbnails.background,
    fov: String(s.thumbnails.fov),
    framePadding: String(s.thumbnails.framePadding),
    cdnEnabled: s.cdn.enabled,
    provider: c?.provider ?? 'none',
    region: c?.provider === 'aws' ? c.region : '',
    bucketName: c?.provider === 'aws' ? c.bucketName : '',
    cloudFrontUrl: c?.provider === 'aws' ? (c.cloudFrontUrl ?? '') : '',
    uploadEndpoint: c?.provider === 'custom' ? c.uploadEndpoint : '',
    maxSize: String(s.cache.maxSize),
    ttl: String(s.cache.ttl),
  };
}

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function connectionFields(v: FormValues): ConnectionFields {
  return {
    provider: v.provider,
    region: v.region,
    bucketName: v.bucketName,
    cloudFrontUrl: v.cloudFrontUrl,
    uploadEndpoint: v.uploadEndpoint,
  };
}

function settingsOf(v: FormValues): unknown {
  const credentials =
    v.provider === 'aws'
      ? {
          provider: 'aws',
          region: v.region.trim(),
          bucketName: v.bucketName.trim(),
          ...(v.cloudFrontUrl.trim() ? { cloudFrontUrl: v.cloudFrontUrl.trim() } : {}),
        }
      : v.provider === 'custom'
        ? { provider: 'custom', uploadEndpoint: v.uploadEndpoint.trim() }
        : undefined;
  return {
    thumbnails: {
      autoGenerate: v.autoGenerate,
      size: num(v.size),
      background: v.background,
      fov: num(v.fov),
      framePadding: num(v.framePadding),
    },
    cdn: { enabled: v.cdnEnabled, ...(credentials ? { credentials } : {}) },
    cache: { maxSize: num(v.maxSize), ttl: num(v.ttl) },
  };
}

const inputClass = 'h-9 w-full rounded-md border border-zinc-300 px-2 text-sm';

export function AssetLibrarySettingsModal(p: {
  open: boolean;
  settings: AssetLibrarySettings;
  onClose(): void;
  onSave(settings: AssetLibrarySettings): void;
}) {
  return (
    <Dialog open={p.open} onOpenChange={(open) => !open && p.onClose()}>
      {p.open ? (
        <DialogContent title="Asset library settings" className="max-w-lg">
          <SettingsForm {...p} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SettingsForm(p: {
  settings: AssetLibrarySettings;
  onClose(): void;
  onSave(s: AssetLibrarySettings): void;
}) {
  const [values, setValues] = useState(() => formValues(p.settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [testResult, setTestResult] = useState('');
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = () => {
    const parsed = assetLibrarySettingsSchema.safeParse(settingsOf(values));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path.at(-1))] ??= issue.message;
      setErrors(next);
      return;
    }
    p.onSave(parsed.data);
  };

  const field = (key: keyof FormValues, label: string, attrs: Record<string, string | number>) => (
    <label className="flex flex-col gap-1 text-sm text-zinc-700">
      {label}
      <input
        {...attrs}
        value={values[key] as string}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        className={inputClass}
      />
      {errors[key] ? (
        <span role="alert" className="text-xs text-red-600">
          {errors[key]}
        </span>
      ) : null}
    </label>
  );

  const checkbox = (key: 'autoGenerate' | 'cdnEnabled', label: string) => (
    <label className="flex items-center gap-2 text-sm text-zinc-700">
      <input type="checkbox" checked={values[key]} onChange={(e) => set(key, e.target.checked)} />
      {label}
    </label>
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-zinc-900">Thumbnails</legend>
        {checkbox('autoGenerate', 'Generate thumbnails automatically')}
        <div className="grid grid-cols-2 gap-3">
          {field('size', 'Size (px)', { type: 'number', min: 64, max: 1024, step: 1 })}
          <label className="flex flex-col gap-1 text-sm text-zinc-700">
            Background
            <input
              type="color"
              value={values.background}
              onChange={(e) => set('background', e.target.value)}
              className="h-9 w-full rounded-md border border-zinc-300 px-1"
            />
          </label>
          {field('fov', 'Field of view (°)', { type: 'number', min: 10, max: 120, step: 1 })}
          {field('framePadding', 'Frame padding', { type: 'number', min: 0, max: 0.5, step: 0.01 })}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-zinc-900">CDN</legend>
        {checkbox('cdnEnabled', 'Store generated thumbnails in the project (_cdn_thumbnails)')}
        <label className="flex flex-col gap-1 text-sm text-zinc-700">
          Provider
          <select
            value={values.provider}
            onChange={(e) => {
              set('provider', e.target.value);
              setTestResult('');
            }}
            className={inputClass}
          >
            <option value="none">None</option>
            <option value="aws">AWS S3</option>
            <option value="custom">Custom endpoint</option>
          </select>
        </label>
        {values.provider === 'aws' ? (
          <div className="grid grid-cols-2 gap-3">
            {field('region', 'Region', { placeholder: 'us-east-1' })}
            {field('bucketName', 'Bucket name', { placeholder: 'my-venue-assets' })}
            <div className="col-span-2">
              {field('cloudFrontUrl', 'CloudFront URL (optional)', {
                placeholder: 'https://d111.cloudfront.net',
              })}
            </div>
          </div>
        ) : null}
        {values.provider === 'custom'
          ? field('uploadEndpoint', 'Upload endpoint', { placeholder: 'https://cdn.example.com/upload' })
          : null}
        <p className="text-xs text-zinc-500">
          Access keys are never stored in this browser: thumbnails upload through presigned URLs from Atrium.
        </p>
        <div className="flex items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setTestResult(testConnection(connectionFields(values)))}
          >
            Test connection
          </Button>
          <p
            role="status"
            className={testResult.startsWith('Issues: ') ? 'text-xs text-red-600' : 'text-xs text-zinc-700'}
          >
            {testResult}
          </p>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-zinc-900">Cache</legend>
        <div className="grid grid-cols-2 gap-3">
          {field('maxSize', 'Max size (MB)', { type: 'number', min: 1, max: 100, step: 1 })}
          {field('ttl', 'Time to live (s)', { type: 'number', min: 60, max: 2_592_000, step: 1 })}
        </div>
      </fieldset>

      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={p.onClose}>
          Cancel
        </Button>
        <Button type="submit">Save settings</Button>
      </div>
    </form>
  );
}
