import { App } from 'antd';
import { useServerError } from './useServerError';

/**
 * A dialog's save: on success a toast saying `done` and the dialog closes; on a refusal the server's
 * reason is shown and the dialog stays, its input kept. Answers whether it saved.
 */
export function useSaveThenClose(onClose: () => void, done: string) {
  const { message } = App.useApp();
  const report = useServerError();
  return async (work: () => Promise<unknown>): Promise<boolean> => {
    try {
      await work();
      void message.success(done);
      onClose();
      return true;
    } catch (error) {
      report(error);
      return false;
    }
  };
}
