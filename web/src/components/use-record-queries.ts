/**
 * A property's or project's settings page touches two queries: the record's own and the dashboard list.
 * After a save both are refreshed; after a deletion the page is left first and the record's query
 * dropped then (so the page does not refetch the deleted record), and the list refreshed.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

export function useRecordQueries(recordKey: QueryKey, listKey: QueryKey) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    refresh() {
      void queryClient.invalidateQueries({ queryKey: recordKey });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    leaveDeleted() {
      navigate('/');
      queryClient.removeQueries({ queryKey: recordKey });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  };
}
