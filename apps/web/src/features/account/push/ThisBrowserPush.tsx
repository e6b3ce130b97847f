import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { queryClient } from '../../../api/queryClient';
import { accountKeys } from '../api';
import { PushSetupError, readPushState, turnPushOff, turnPushOn } from './browserPush';

const pushStateKey = [...accountKeys.all, 'pushState'] as const;

/** "Allow notifications on this browser", or, once allowed, that it is on and a way to turn it off. */
export function ThisBrowserPush() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const state = useQuery({ queryKey: pushStateKey, queryFn: readPushState });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pushStateKey }),
      queryClient.invalidateQueries({ queryKey: accountKeys.contactPoints() }),
    ]);
  const on = useMutation({
    mutationFn: turnPushOn,
    onSuccess: () => void message.success(t('notification.pushOn')),
    onSettled: refresh,
  });
  const off = useMutation({
    mutationFn: turnPushOff,
    onSuccess: () => void message.success(t('notification.pushOff')),
    onSettled: refresh,
  });
  const failure = on.error ?? off.error;
  const shownFailure = failure ? failureText(failure) : null;
  const kind = state.data?.kind;
  return (
    <Space direction="vertical" size={8} data-testid="this-browser-push" data-state={kind ?? 'loading'}>
      {kind === 'on' ? (
        <Space wrap>
          <Tag color="success">{t('notification.pushThisBrowserOn')}</Tag>
          <Popconfirm
            title={t('notification.pushOffConfirm')}
            okText={t('notification.pushTurnOff')}
            onConfirm={() => off.mutateAsync()}
          >
            <Button loading={off.isPending} data-testid="push-off">
              {t('notification.pushTurnOff')}
            </Button>
          </Popconfirm>
        </Space>
      ) : (
        <Button
          type="primary"
          loading={state.isPending || on.isPending}
          disabled={kind === 'unsupported' || kind === 'denied'}
          onClick={() => on.mutate()}
          data-testid="allow-push"
        >
          {t('notification.allowPush')}
        </Button>
      )}
      {kind === 'unsupported' ? (
        <Alert type="info" showIcon message={t('notification.pushUnsupported')} />
      ) : null}
      {kind === 'denied' ? <Alert type="warning" showIcon message={t('notification.pushDenied')} /> : null}
      {shownFailure ? (
        <Alert
          type="error"
          showIcon
          message={'text' in shownFailure ? shownFailure.text : t(shownFailure.key)}
          data-testid="push-error"
        />
      ) : null}
    </Space>
  );
}

const SETUP_FAILURES = {
  denied: 'notification.pushDenied',
  serverOff: 'notification.pushServerOff',
  unsupported: 'notification.pushUnsupported',
} as const;

/** The translation key for a failure, or the server's own (translated) message. */
function failureText(
  error: unknown,
):
  | { key: (typeof SETUP_FAILURES)[keyof typeof SETUP_FAILURES] | 'notification.pushSubscribeFailed' }
  | { text: string } {
  if (error instanceof PushSetupError) return { key: SETUP_FAILURES[error.reason] };
  if (isApiError(error) && error.message) return { text: error.message };
  // The browser's push service could not be reached (no network, or none in this browser).
  return { key: 'notification.pushSubscribeFailed' };
}
