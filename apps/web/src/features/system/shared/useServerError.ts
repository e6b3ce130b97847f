import { App } from 'antd';
import { useCallback } from 'react';
import { isApiError } from '../../../api/ApiError';
import { decideErrorAction } from '../../../api/errorPolicy';
import { getToken } from '../../../api/token';

/**
 * The one place these pages show a refused call. The request client already shows session, permission
 * and input failures (decisions.md, one message per failure); a business refusal (an organisation that
 * still has users, a role in use) is left to the page, which shows the server's own reason here.
 */
export function useServerError(): (error: unknown) => void {
  const { message } = App.useApp();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || !error.message) return;
      const action = decideErrorAction({
        status: error.status,
        code: error.code,
        message: error.message,
        isLogin: false,
        hasToken: getToken() !== null,
      });
      if (action.kind === 'none') void message.error(error.message);
    },
    [message],
  );
}
