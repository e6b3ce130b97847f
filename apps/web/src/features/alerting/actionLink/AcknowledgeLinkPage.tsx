import {
  type ActionLinkView,
  ALERT_STATUS_NAMES,
  actionLinkApi,
  formatSiteTime,
  type Lang,
  UNACKNOWLEDGED_ALERT_STATUSES,
} from '@siteguard/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../../api/ApiError';
import { callEndpoint } from '../../../api/client';

/**
 * Where an email's or SMS's Acknowledge link lands (issue #33): the alert, whose name the press counts
 * in, and one button. The token is the URL's fragment, so it never reaches a server log or a Referer;
 * opening the page only reads (a mail scanner following links acknowledges nothing).
 */
export function AcknowledgeLinkPage() {
  const { t, i18n } = useTranslation('alertLink');
  const lang = i18n.language as Lang;
  const token = useLocation().hash.replace(/^#/, '');
  const view = useQuery({
    queryKey: ['alertLink', token],
    queryFn: ({ signal }) => callEndpoint(actionLinkApi.read, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
  const acknowledge = useMutation({
    mutationFn: () => callEndpoint(actionLinkApi.acknowledge, { body: { token } }),
  });
  const errorOf = (error: unknown) => (isApiError(error) && error.message ? error.message : t('failed'));

  if (token === '' || view.isError)
    return (
      <Result
        status="warning"
        title={<ResultTitle text={t('failed')} />}
        subTitle={token === '' ? null : errorOf(view.error)}
      />
    );
  if (view.isPending)
    return (
      <Card title={t('loading')} style={{ maxWidth: 560, margin: '0 auto' }}>
        <Skeleton active />
      </Card>
    );
  if (acknowledge.isSuccess)
    return (
      <div data-testid="link-done">
        {acknowledge.data.outcome === 'acknowledged' ? (
          <Result
            status="success"
            title={<ResultTitle text={t('acknowledged')} />}
            subTitle={t('acknowledgedHint')}
          />
        ) : (
          <Result
            status="info"
            title={<ResultTitle text={t('alreadyHandled')} />}
            subTitle={ALERT_STATUS_NAMES[acknowledge.data.status][lang]}
          />
        )}
      </div>
    );
  const alert = view.data;
  const waiting = UNACKNOWLEDGED_ALERT_STATUSES.includes(alert.status);
  return (
    <Card
      title={
        <Space wrap>
          <Tag color={alert.level === 'critical' ? 'red' : 'orange'}>{t(`levels.${alert.level}`)}</Tag>
          {alert.typeName[lang]}
        </Space>
      }
      style={{ maxWidth: 560, margin: '0 auto' }}
      data-testid="alert-link"
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <AlertFacts alert={alert} lang={lang} />
        {waiting ? (
          <>
            <Typography.Text type="secondary">{t('recipient', { name: alert.recipient })}</Typography.Text>
            <Button
              type="primary"
              size="large"
              block
              danger={alert.level === 'critical'}
              loading={acknowledge.isPending}
              onClick={() => acknowledge.mutate()}
              data-testid="link-acknowledge"
            >
              {acknowledge.isPending ? t('acknowledging') : t('acknowledge')}
            </Button>
            <Typography.Text type="secondary">
              {t('expires', { time: formatSiteTime(alert.expiresAt, lang) })}
            </Typography.Text>
          </>
        ) : (
          <Alert type="info" showIcon message={t('alreadyHandled')} />
        )}
        {acknowledge.isError ? <Alert type="error" showIcon message={errorOf(acknowledge.error)} /> : null}
      </Space>
    </Card>
  );
}

function AlertFacts({ alert, lang }: { alert: ActionLinkView; lang: Lang }) {
  const { t } = useTranslation('alertLink');
  return (
    <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
      {alert.subject ? <Descriptions.Item label={t('subject')}>{alert.subject}</Descriptions.Item> : null}
      <Descriptions.Item label={t('where')}>
        {[alert.site, alert.location].filter(Boolean).join(' · ')}
      </Descriptions.Item>
      <Descriptions.Item label={t('raisedAt')}>{formatSiteTime(alert.raisedAt, lang)}</Descriptions.Item>
      <Descriptions.Item label={t('status')}>{ALERT_STATUS_NAMES[alert.status][lang]}</Descriptions.Item>
    </Descriptions>
  );
}

/** A result's title sized for a phone, its lines balanced (no word left alone on the last line). */
function ResultTitle({ text }: { text: string }) {
  return <span style={{ fontSize: 20, textWrap: 'balance', display: 'block' }}>{text}</span>;
}
