/**
 * The page a property or project is created on: its form on one card under the page's heading. A saved
 * form creates the record, refreshes the dashboard list and opens the new record's page.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from './PageHeader.tsx';
import { runAction } from './run-action.ts';
import { SectionCard } from './ui/Card.tsx';

interface NewRecordPageProps<Input, Created> {
  title: string;
  subtitle: string;
  /** The card's title. */
  section: string;
  create: (values: Input) => Promise<Created>;
  texts: { success: string; failure: string };
  /** The dashboard list the new record joins. */
  listKey: QueryKey;
  /** Where the new record opens. */
  pathOf: (created: Created) => string;
  /** The form, saving through the given submit. */
  children: (submit: (values: Input) => Promise<boolean>) => ReactNode;
}

export function NewRecordPage<Input, Created>(props: NewRecordPageProps<Input, Created>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submit = (values: Input) =>
    runAction(
      () => props.create(values),
      props.texts,
      (created) => {
        void queryClient.invalidateQueries({ queryKey: props.listKey });
        navigate(props.pathOf(created));
      },
    );

  return (
    <div className="max-w-2xl">
      <PageHeader title={props.title} subtitle={props.subtitle} />
      <SectionCard title={props.section}>{props.children(submit)}</SectionCard>
    </div>
  );
}
