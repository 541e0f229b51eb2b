/** Read-only label/value pairs. */
export function DetailList({ items }: { items: [label: string, value: string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-zinc-500">{label}</dt>
          <dd className="text-sm font-medium break-words text-zinc-900">{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
