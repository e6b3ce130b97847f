import { PaperClipOutlined } from '@ant-design/icons';
import { fileApi, type WfEvent, type WfInstanceDetail } from '@siteguard/contracts';
import { Card, Descriptions, Empty, Space, Tag, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveBlob } from '../../../components/export/download';
import { formatDateTime } from '../../../components/format/dateTime';
import { useServerError } from '../../system/shared/useServerError';
import { BpmnDiagram } from './BpmnDiagram';
import { FormAtVersion } from './FormAtVersion';
import { InstanceStatusTag } from './StatusTags';

const KIND_COLOURS: Partial<Record<WfEvent['kind'], string>> = {
  completed: 'green',
  rejected: 'red',
  terminated: 'red',
  withdrawn: 'gray',
  timer: 'orange',
  signal: 'orange',
  ended: 'gray',
};

interface AttachedFile {
  id: string;
  name: string;
}

/** The files a note carried, each a link that downloads it under its own name. */
function AttachedFiles({ files }: { files: AttachedFile[] }) {
  const report = useServerError();
  return (
    <Space size={4} wrap>
      {files.map((file) => (
        <Typography.Link
          key={file.id}
          onClick={() => void downloadFile(fileApi.download, { id: file.id }).then(saveBlob, report)}
        >
          <PaperClipOutlined /> {file.name}
        </Typography.Link>
      ))}
    </Space>
  );
}

/** What happened, one line per entry: who, when, what, the comment and the data it carried. */
function timelineItems(t: TFunction<'workflow'>, events: WfEvent[]) {
  return events.map((event) => {
    const data = (event.data ?? {}) as Record<string, unknown>;
    const extra =
      event.kind === 'rejected'
        ? data.target
          ? t('detail.backTo', { name: String(data.targetName ?? data.target) })
          : t('detail.toEnd')
        : event.kind === 'delegated'
          ? t('detail.to', { name: String(data.toName ?? '') })
          : event.kind === 'action'
            ? String(data.action ?? '')
            : '';
    return {
      key: event.id,
      color: KIND_COLOURS[event.kind] ?? 'blue',
      children: (
        <div data-testid="timeline-entry">
          <Space size={6} wrap>
            <Typography.Text strong>{t(`detail.kinds.${event.kind}`)}</Typography.Text>
            {event.elementName && <Tag>{event.elementName}</Tag>}
            <Typography.Text type="secondary">{event.actorName ?? t('detail.system')}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
          </Space>
          {extra && <div>{extra}</div>}
          {event.kind === 'attachment' && (
            <AttachedFiles files={(data.files as AttachedFile[] | undefined) ?? []} />
          )}
          {event.comment && (
            <Typography.Paragraph style={{ margin: 0 }}>
              {t('app.quoted', { ns: 'common', text: event.comment })}
            </Typography.Paragraph>
          )}
        </div>
      ),
    };
  });
}

/** An instance in full: summary, diagram with its position, the forms filled so far, the timeline. */
export function InstanceView({
  instance,
  hideSteps = false,
}: {
  instance: WfInstanceDetail;
  hideSteps?: boolean;
}) {
  const { t } = useTranslation('workflow');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'model',
            label: t('instances.model'),
            children: `${instance.modelName} v${instance.version}`,
          },
          {
            key: 'status',
            label: t('instances.statusLabel'),
            children: <InstanceStatusTag status={instance.status} />,
          },
          { key: 'starter', label: t('instances.starter'), children: instance.starterName ?? '-' },
          { key: 'startedAt', label: t('instances.startedAt'), children: formatDateTime(instance.startedAt) },
          { key: 'current', label: t('instances.current'), children: instance.current.join('、') || '-' },
          {
            key: 'endedAt',
            label: t('instances.endedAt'),
            children: instance.endedAt ? formatDateTime(instance.endedAt) : '-',
          },
        ]}
      />
      <Card size="small" title={t('detail.diagram')}>
        <BpmnDiagram xml={instance.xml} active={instance.activeElementIds} done={instance.doneElementIds} />
        <Space size="large" style={{ marginTop: 8 }}>
          <Tag color="blue">{t('detail.legendActive')}</Tag>
          <Tag color="green">{t('detail.legendDone')}</Tag>
        </Space>
      </Card>
      {!hideSteps && (
        <Card size="small" title={t('detail.steps')}>
          {instance.steps.map((step) => (
            <div key={step.taskId ?? step.elementId} style={{ marginBottom: 16 }}>
              <Typography.Text strong>{step.name}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {step.byName ?? ''} {formatDateTime(step.at)}
              </Typography.Text>
              {step.form ? (
                <FormAtVersion form={step.form} data={step.data} disabled />
              ) : Object.keys(step.data).length > 0 ? (
                <Descriptions
                  size="small"
                  column={1}
                  items={Object.entries(step.data).map(([key, value]) => ({
                    key,
                    label: key,
                    children: typeof value === 'object' ? JSON.stringify(value) : String(value),
                  }))}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noData')} />
              )}
            </div>
          ))}
        </Card>
      )}
      <Card size="small" title={t('detail.timeline')}>
        <Timeline items={timelineItems(t, instance.timeline)} />
      </Card>
    </Space>
  );
}
