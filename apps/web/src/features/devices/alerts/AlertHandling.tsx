import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import {
  ALERT_STATUS_NAMES,
  ALERT_TYPE_NAMES,
  type AlertFamily,
  type AlertRow,
  OPEN_ALERT_STATUSES,
  permissions,
  type UploadResult,
} from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Descriptions,
  Drawer,
  Form,
  Image,
  Space,
  Spin,
  Timeline,
  Typography,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { filePreviewOptions, SgUpload, useObjectUrl } from '../../../components/upload';
import { currentLang } from '../../../i18n/i18n';
import { Can } from '../../../shell/permission';
import { useSaveThenClose } from '../../system/shared/useSaveThenClose';
import { useServerError } from '../../system/shared/useServerError';
import { acknowledgeAlert, alertDetailOptions, falseAlarm, resolveAlert } from '../api';
import { AlertDeliveries } from './AlertDeliveries';
import { vitalsText } from './alertColumns';
import { deliveriesUnderWay } from './deliveryTimeline';

const handleCode = (family: AlertFamily) =>
  family === 'swAlert' ? permissions.swAlert.handle : permissions.gasAlert.handle;

/** A row's handling: details, and for open alerts acknowledge, resolve (note, photo) or false alarm. */
export function AlertActions({ family, row }: { family: AlertFamily; row: AlertRow }) {
  const { t } = useTranslation('devices');
  const { message } = App.useApp();
  const report = useServerError();
  const [dialog, setDialog] = useState<'detail' | 'resolve' | 'falseAlarm' | null>(null);
  const open = OPEN_ALERT_STATUSES.includes(row.status);
  const acknowledge = async () => {
    try {
      await acknowledgeAlert(family, row.id);
      void message.success(t('alerts.acknowledged'));
    } catch (error) {
      report(error);
    }
  };
  return (
    <Space size="middle" wrap>
      <Typography.Link onClick={() => setDialog('detail')}>{t('alerts.actions.detail')}</Typography.Link>
      {open && row.status !== 'acknowledged' && (
        <Can code={handleCode(family)}>
          <Typography.Link data-testid={`alert-ack-${row.id}`} onClick={() => void acknowledge()}>
            {t('alerts.actions.acknowledge')}
          </Typography.Link>
        </Can>
      )}
      {open && (
        <Can code={handleCode(family)}>
          <Typography.Link data-testid={`alert-resolve-${row.id}`} onClick={() => setDialog('resolve')}>
            {t('alerts.actions.resolve')}
          </Typography.Link>
        </Can>
      )}
      {open && (
        <Can code={handleCode(family)}>
          <Typography.Link type="secondary" onClick={() => setDialog('falseAlarm')}>
            {t('alerts.actions.falseAlarm')}
          </Typography.Link>
        </Can>
      )}
      {dialog === 'detail' && (
        <AlertDetailDrawer family={family} id={row.id} onClose={() => setDialog(null)} />
      )}
      {dialog === 'resolve' && <ResolveDialog family={family} row={row} onClose={() => setDialog(null)} />}
      {dialog === 'falseAlarm' && (
        <FalseAlarmDialog family={family} row={row} onClose={() => setDialog(null)} />
      )}
    </Space>
  );
}

type DialogProps = { family: AlertFamily; row: AlertRow; onClose: () => void };

function ResolveDialog({ family, row, onClose }: DialogProps) {
  const { t } = useTranslation('devices');
  const save = useSaveThenClose(onClose, t('alerts.resolved'));
  return (
    <ModalForm<{ note: string; photo?: UploadFile<UploadResult>[] }>
      open
      title={`${t('alerts.resolveTitle')} · ${ALERT_TYPE_NAMES[row.type][currentLang()]}`}
      width={520}
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      onFinish={({ note, photo }) =>
        save(() =>
          resolveAlert(
            family,
            row.id,
            note,
            photo?.find((file) => file.status === 'done')?.response?.fileId ?? null,
          ),
        )
      }
    >
      <ProFormTextArea
        name="note"
        label={t('alerts.note')}
        fieldProps={{ rows: 4, maxLength: 2000, showCount: true }}
        rules={[{ required: true, whitespace: true, message: t('alerts.noteRequired') }]}
      />
      <Form.Item name="photo" label={t('alerts.photo')} valuePropName="value">
        <SgUpload kind="image" maxCount={1} />
      </Form.Item>
    </ModalForm>
  );
}

function FalseAlarmDialog({ family, row, onClose }: DialogProps) {
  const { t } = useTranslation('devices');
  const save = useSaveThenClose(onClose, t('alerts.falseAlarmDone'));
  return (
    <ModalForm<{ note?: string }>
      open
      title={t('alerts.falseAlarmTitle')}
      width={480}
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      onFinish={({ note }) => save(() => falseAlarm(family, row.id, note?.trim() || undefined))}
    >
      <ProFormTextArea
        name="note"
        label={t('alerts.falseAlarmNote')}
        fieldProps={{ rows: 3, maxLength: 2000 }}
      />
    </ModalForm>
  );
}

/** How often an open detail asks for deliveries still under way (an escalation step is minutes apart). */
const DELIVERY_POLL_MS = 5000;

export function AlertDetailDrawer({
  family,
  id,
  onClose,
}: {
  family: AlertFamily;
  id: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('devices');
  const lang = currentLang();
  const { data } = useQuery({
    ...alertDetailOptions(family, id),
    refetchInterval: ({ state }) =>
      state.data && deliveriesUnderWay(state.data.deliveries, state.data.status) ? DELIVERY_POLL_MS : false,
  });
  return (
    <Drawer open width={560} title={t('alerts.detailTitle')} onClose={onClose}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('alerts.type')}>
              {ALERT_TYPE_NAMES[data.type][lang]} · {t(`alerts.levels.${data.level}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.status')}>
              {ALERT_STATUS_NAMES[data.status][lang]}
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.device')}>
              {data.deviceName} ({data.imei})
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.wearer')}>{data.wearerName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('alerts.sosPhone')}>
              {data.sosPhone ? <a href={`tel:${data.sosPhone}`}>{data.sosPhone}</a> : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.location')}>
              {[data.site, data.location].filter(Boolean).join(' · ') || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.vitals')}>{vitalsText(data.vitals) || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('alerts.triggerTime')}>
              {formatDateTime(data.triggerTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.alertTime')}>
              {formatDateTime(data.alertTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.count')}>{data.count}</Descriptions.Item>
            <Descriptions.Item label={t('alerts.step')}>{data.step ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('alerts.battery')}>
              {data.battery === null ? '-' : `${Math.round(data.battery)} %`}
            </Descriptions.Item>
            <Descriptions.Item label={t('alerts.isViewed')}>
              {data.isViewed
                ? `${t('alerts.yes')} · ${data.viewTime ? formatDateTime(data.viewTime) : ''}`
                : t('alerts.no')}
            </Descriptions.Item>
            {data.resolutionNote && (
              <Descriptions.Item label={t('alerts.note')}>{data.resolutionNote}</Descriptions.Item>
            )}
            {data.resolutionPhotoId && (
              <Descriptions.Item label={t('alerts.photo')}>
                <ResolutionPhoto fileId={data.resolutionPhotoId} />
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('alerts.history')}
          </Typography.Title>
          <Timeline
            items={data.history.map((event) => ({
              color: event.action === 'escalate' ? 'red' : event.action === 'raise' ? 'orange' : 'green',
              children: (
                <>
                  <Typography.Text strong>
                    {t(`alerts.historyActions.${event.action as 'raise'}`, { defaultValue: event.action })}
                  </Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {event.actor ?? t('alerts.system')} · {formatDateTime(event.at)}
                  </Typography.Text>
                  {event.note && <div>{event.note}</div>}
                </>
              ),
            }))}
          />
          <AlertDeliveries deliveries={data.deliveries} alertStatus={data.status} />
        </>
      )}
    </Drawer>
  );
}

/** The photo a resolver attached: fetched with the token (an <img src> cannot send it). */
function ResolutionPhoto({ fileId }: { fileId: string }) {
  const { data } = useQuery(filePreviewOptions(fileId));
  const url = useObjectUrl(data);
  return url ? <Image src={url} width={200} /> : <Spin size="small" />;
}
