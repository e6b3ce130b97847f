import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import {
  CCTV_ALERT_TYPE_NAMES,
  type CctvAlertDetail,
  type CctvAlertRow,
  permissions,
  type UploadResult,
} from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Grid,
  Image,
  Popconfirm,
  Space,
  Spin,
  Timeline,
  Typography,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/dateTime';
import { filePreviewOptions, SgUpload, useObjectUrl } from '../../components/upload';
import { currentLang } from '../../i18n/i18n';
import { Can } from '../../shell/permission';
import { AlertDeliveries, deliveriesUnderWay } from '../devices';
import { useSaveThenClose } from '../system/shared/useSaveThenClose';
import { useServerError } from '../system/shared/useServerError';
import { acknowledgeCctvAlert, cctvAlertDetailOptions, falseAlarmCctvAlert, resolveCctvAlert } from './api';
import { CctvSnapshot } from './CctvSnapshot';
import { CctvStatusTag, CctvTypeTag, CctvViewed } from './cctvAlertColumns';
import { acknowledgedFrom, cctvActionsFor, historyColor, isHistoryAction } from './cctvHandling';

/** How often an open detail asks again while its deliveries are under way (escalation steps are minutes apart). */
const DELIVERY_POLL_MS = 5000;

/**
 * One alert: its snapshot large (a click opens it full size), every field, its handling (acknowledge,
 * resolve with what was done and a photo, false alarm), its history and who was told. Opening it
 * reads the detail, which marks the alert viewed; the list and the counts then refetch (api.ts).
 * Until the detail answers, the row the list already has (if any) is shown.
 */
export function CctvAlertDrawer({
  id,
  row,
  onClose,
}: {
  id: string;
  /** The list's row, shown until the detail answers; absent when opened from a link (?alert=). */
  row?: CctvAlertRow;
  onClose: () => void;
}) {
  const { t } = useTranslation('cctv');
  const lang = currentLang();
  const screens = Grid.useBreakpoint();
  const { data, error } = useQuery({
    ...cctvAlertDetailOptions(id),
    refetchInterval: ({ state }) =>
      state.data && deliveriesUnderWay(state.data.deliveries, state.data.status) ? DELIVERY_POLL_MS : false,
  });
  const alert: CctvAlertRow | undefined = data ?? row;
  if (!alert) {
    return (
      <Drawer
        open
        width={screens.sm ? 600 : '100%'}
        title={t('alerts.detailTitle')}
        onClose={onClose}
        data-testid="cctv-alert-drawer"
      >
        {error ? <Alert type="error" showIcon message={error.message} /> : <Spin />}
      </Drawer>
    );
  }
  const who = (name: string | null, at: string | null, via?: string | null) =>
    at
      ? via && via !== 'console'
        ? t('alerts.byAtVia', {
            who: name ?? t('alerts.system'),
            at: formatDateTime(at),
            via: t(`alerts.via.${via as 'push'}`),
          })
        : t('alerts.byAt', { who: name ?? t('alerts.system'), at: formatDateTime(at) })
      : '-';
  return (
    <Drawer
      open
      width={screens.sm ? 600 : '100%'}
      title={
        <Space size={8} wrap>
          {t('alerts.detailTitle')}
          <CctvTypeTag row={alert} lang={lang} />
          <CctvStatusTag status={alert.status} />
        </Space>
      }
      extra={<CctvAlertActions row={alert} />}
      onClose={onClose}
      data-testid="cctv-alert-drawer"
    >
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      <div style={{ marginBottom: 8 }}>
        <CctvSnapshot id={alert.id} hasSnapshot={alert.hasSnapshot} size="large" />
      </div>
      {alert.hasSnapshot && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 16 }}>
          {t('alerts.zoomHint')}
        </Typography.Paragraph>
      )}
      <Descriptions
        column={1}
        size="small"
        bordered
        labelStyle={{ width: screens.sm ? 140 : 110, whiteSpace: 'nowrap' }}
        items={[
          { key: 'type', label: t('alerts.type'), children: <CctvTypeTag row={alert} lang={lang} /> },
          { key: 'level', label: t('alerts.level'), children: t(`alerts.levels.${alert.level}`) },
          { key: 'status', label: t('alerts.status'), children: <CctvStatusTag status={alert.status} /> },
          { key: 'time', label: t('alerts.occurredAt'), children: formatDateTime(alert.occurredAt) },
          { key: 'camera', label: t('alerts.camera'), children: alert.cameraName },
          {
            key: 'config',
            label: t('alerts.config'),
            children: `${alert.configName} · ${t('alerts.channel', { channel: alert.channel })}`,
          },
          { key: 'site', label: t('alerts.site'), children: alert.site || '-' },
          { key: 'area', label: t('alerts.area'), children: alert.areaName || '-' },
          { key: 'location', label: t('alerts.location'), children: alert.locationName || '-' },
          {
            key: 'message',
            label: t('alerts.message'),
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{alert.message || '-'}</span>,
          },
          { key: 'viewed', label: t('alerts.viewed'), children: <CctvViewed row={alert} t={t} /> },
          {
            key: 'viewedAt',
            label: t('alerts.viewedAt'),
            children: alert.viewedAt ? formatDateTime(alert.viewedAt) : '-',
          },
          {
            key: 'acknowledged',
            label: t('alerts.acknowledgedBy'),
            children: who(alert.acknowledgedBy, alert.acknowledgedAt, alert.acknowledgedVia),
          },
          ...(alert.escalatedAt
            ? [
                {
                  key: 'escalated',
                  label: t('alerts.escalatedAt'),
                  children: formatDateTime(alert.escalatedAt),
                },
              ]
            : []),
          ...(alert.resolvedAt
            ? [
                {
                  key: 'resolved',
                  label: t('alerts.resolvedBy'),
                  children: who(alert.resolvedBy, alert.resolvedAt),
                },
              ]
            : []),
          ...(alert.resolutionNote
            ? [
                {
                  key: 'note',
                  label: t('alerts.note'),
                  children: <span style={{ whiteSpace: 'pre-wrap' }}>{alert.resolutionNote}</span>,
                },
              ]
            : []),
          ...(alert.resolutionPhotoId
            ? [
                {
                  key: 'photo',
                  label: t('alerts.photo'),
                  children: <ResolutionPhoto fileId={alert.resolutionPhotoId} />,
                },
              ]
            : []),
        ]}
      />
      {data && <CctvHistory detail={data} />}
      {data && <AlertDeliveries deliveries={data.deliveries} alertStatus={data.status} />}
    </Drawer>
  );
}

function CctvHistory({ detail }: { detail: CctvAlertDetail }) {
  const { t } = useTranslation('cctv');
  return (
    <section data-testid="cctv-history">
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('alerts.history')}
      </Typography.Title>
      <Timeline
        items={detail.history.map((event) => {
          const from = acknowledgedFrom(event);
          return {
            color: historyColor(event.action),
            children: (
              <>
                <Typography.Text strong>
                  {isHistoryAction(event.action) ? t(`alerts.historyActions.${event.action}`) : event.action}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {event.actor ?? t('alerts.system')} · {formatDateTime(event.at)}
                </Typography.Text>
                {from ? (
                  <div>{t(`alerts.via.${from}`)}</div>
                ) : (
                  event.note &&
                  event.action !== 'acknowledge' && <div style={{ whiteSpace: 'pre-wrap' }}>{event.note}</div>
                )}
              </>
            ),
          };
        })}
      />
    </section>
  );
}

/** The handlings the alert's status allows, for those who may handle CCTV alerts. */
function CctvAlertActions({ row }: { row: CctvAlertRow }) {
  const { t } = useTranslation('cctv');
  const { message } = App.useApp();
  const report = useServerError();
  const [dialog, setDialog] = useState<'resolve' | 'falseAlarm' | null>(null);
  const actions = cctvActionsFor(row.status);
  if (actions.length === 0) return null;
  const acknowledge = async () => {
    try {
      await acknowledgeCctvAlert(row.id);
      void message.success(t('alerts.acknowledged'));
    } catch (error) {
      report(error);
    }
  };
  return (
    <Can code={permissions.cctvAlert.handle}>
      <Space size={8} wrap>
        {actions.includes('acknowledge') && (
          <Popconfirm
            title={t('alerts.acknowledgeConfirm')}
            okText={t('alerts.acknowledge')}
            onConfirm={acknowledge}
            overlayStyle={{ maxWidth: 320 }}
          >
            <Button type="primary" data-testid="cctv-acknowledge">
              {t('alerts.acknowledge')}
            </Button>
          </Popconfirm>
        )}
        {actions.includes('resolve') && (
          <Button data-testid="cctv-resolve" onClick={() => setDialog('resolve')}>
            {t('alerts.resolve')}
          </Button>
        )}
        {actions.includes('falseAlarm') && (
          <Button type="text" data-testid="cctv-false-alarm" onClick={() => setDialog('falseAlarm')}>
            {t('alerts.falseAlarm')}
          </Button>
        )}
      </Space>
      {dialog === 'resolve' && <ResolveDialog row={row} onClose={() => setDialog(null)} />}
      {dialog === 'falseAlarm' && <FalseAlarmDialog row={row} onClose={() => setDialog(null)} />}
    </Can>
  );
}

type DialogProps = { row: CctvAlertRow; onClose: () => void };

function ResolveDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('cctv');
  const save = useSaveThenClose(onClose, t('alerts.resolved'));
  return (
    <ModalForm<{ note: string; photo?: UploadFile<UploadResult>[] }>
      open
      title={`${t('alerts.resolveTitle')} · ${CCTV_ALERT_TYPE_NAMES[row.type][currentLang()]}`}
      width={520}
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      onFinish={({ note, photo }) =>
        save(() =>
          resolveCctvAlert(
            row.id,
            note.trim(),
            photo?.find((file) => file.status === 'done')?.response?.fileId ?? null,
          ),
        )
      }
    >
      <ProFormTextArea
        name="note"
        label={t('alerts.note')}
        fieldProps={
          { rows: 4, maxLength: 2000, showCount: true, 'data-testid': 'cctv-resolve-note' } as never
        }
        rules={[{ required: true, whitespace: true, message: t('alerts.noteRequired') }]}
      />
      <Form.Item name="photo" label={t('alerts.photo')} valuePropName="value">
        <SgUpload kind="image" maxCount={1} />
      </Form.Item>
    </ModalForm>
  );
}

function FalseAlarmDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('cctv');
  const save = useSaveThenClose(onClose, t('alerts.falseAlarmDone'));
  return (
    <ModalForm<{ note?: string }>
      open
      title={t('alerts.falseAlarmTitle')}
      width={480}
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      onFinish={({ note }) => save(() => falseAlarmCctvAlert(row.id, note?.trim() || undefined))}
    >
      <ProFormTextArea
        name="note"
        label={t('alerts.falseAlarmNote')}
        fieldProps={{ rows: 3, maxLength: 2000 }}
      />
    </ModalForm>
  );
}

/** The photo a resolver attached: fetched with the token (an <img src> cannot send it). */
function ResolutionPhoto({ fileId }: { fileId: string }) {
  const { data } = useQuery(filePreviewOptions(fileId));
  const url = useObjectUrl(data);
  return url ? <Image src={url} width={200} /> : <Spin size="small" />;
}
