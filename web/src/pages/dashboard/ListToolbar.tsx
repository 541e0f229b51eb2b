import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button.tsx';

/** Count of the list and its create button, shown above a non-empty grid. */
export function ListToolbar({
  count,
  noun,
  createLabel,
  createTo,
}: {
  count: number;
  noun: [singular: string, plural: string];
  createLabel: string;
  createTo: string;
}) {
  return (
    <div className="mb-4 flex items-center justify-between gap-4">
      <p className="text-sm text-zinc-500">
        {count} {count === 1 ? noun[0] : noun[1]}
      </p>
      <Link to={createTo} className={buttonClasses('primary', 'md')}>
        <Plus aria-hidden />
        {createLabel}
      </Link>
    </div>
  );
}
