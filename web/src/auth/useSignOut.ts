import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearPurchaseSelection } from '../api/payments-client.ts';
import { clearToken } from './session.ts';

/**
 * Ends the session (the token and the last purchase selection) and goes to the login page. The query cache is cleared at the next login
 * instead of here, so that mounted queries do not refetch without a token on the way out.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearToken();
    clearPurchaseSelection();
    navigate('/auth/login', { replace: true });
  }, [navigate]);
}
