/**
 * The dashboard's one list of records (properties or projects): loading skeleton, error with Retry,
 * the empty state with its create button, then the toolbar and the card grid.
 */
import { type LucideIcon, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../components/StatePanels.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { CardGridSkeleton, cardGridClasses } from './EntityCard.tsx';
import { ListToolbar } from './ListToolbar.tsx';

export interface RecordListProps<T> {
  /** The list query (a `{ data: T[] }` procedure); Retry refetches it. */
  query: {
    data: { data: T[] } | undefined;
    isPending: boolean;
    error: { message: string } | null;
    refetch: () => unknown;
  };
  /** Singular and plural, lower case: 'property', 'properties'. */
  noun: [string, string];
  icon: LucideIcon;
  emptyDescription: string;
  createLabel: string;
  createTo: string;
  keyOf: (record: T) => string;
  renderCard: (record: T) => ReactNode;
}

export function RecordList<T>(props: RecordListProps<T>) {
  const { query, noun } = props;
  const list = query.data?.data;
  if (query.isPending) return <CardGridSkeleton label={`Loading ${noun[1]}`} />;
  if (!list) {
    return (
      <ErrorState
        title={`Could not load your ${noun[1]}`}
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
      />
    );
  }

  if (list.length === 0) {
    return (
      <EmptyState
        icon={props.icon}
        title={`No ${noun[1]} yet`}
        description={props.emptyDescription}
        action={
          <Link to={props.createTo} className={buttonClasses()}>
            <Plus aria-hidden />
            {props.createLabel}
          </Link>
        }
      />
    );
  }

  return (
    <>
      <ListToolbar
        count={list.length}
        noun={noun}
        createLabel={props.createLabel}
        createTo={props.createTo}
      />
      <ul className={cardGridClasses}>
        {list.map((record) => (
          <li key={props.keyOf(record)} className="flex">
            {props.renderCard(record)}
          </li>
        ))}
      </ul>
    </>
  );
}
