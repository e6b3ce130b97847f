import type { UploadResult, WfTaskDetail } from '@siteguard/contracts';
import { permissions } from '@siteguard/contracts';
import { useFormRuntime } from '@siteguard/form-react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Skeleton,
  Space,
  Tag,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../components/format/dateTime';
import { SgUpload } from '../../../components/upload';
import { Can } from '../../../shell/permission';
import { useServerError } from '../../system/shared/useServerError';
import {
  claimTask,
  commentTask,
  completeTask,
  delegatesOptions,
  delegateTask,
  rejectTask,
  taskDetailOptions,
} from '../api';
import { FormAtVersion } from '../shared/FormAtVersion';
import { InstanceView } from '../shared/InstanceView';
import { TaskStatusTag } from '../shared/StatusTags';

type Action = 'reject' | 'delegate' | null;

/**
 * A task in its drawer: this step's form (editable for its assignee or a candidate), the earlier
 * steps read-only, diagram and timeline; approve, send back (to an earlier task or the end), delegate,
 * claim and comment as the user may.
 */
export function TaskDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('workflow');
  const detail = useQuery(taskDetailOptions(id));
  return (
    <Drawer
      open
      width={920}
      title={detail.data ? t('tasks.drawerTitle', { name: detail.data.task.name }) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && <Alert type="error" showIcon message={detail.error.message} />}
      {detail.data && <TaskBody detail={detail.data} onDone={onClose} />}
    </Drawer>
  );
}

function TaskBody({ detail, onDone }: { detail: WfTaskDetail; onDone: () => void }) {
  const { t } = useTranslation('workflow');
  const { message } = App.useApp();
  const report = useServerError();
  const runtime = useFormRuntime();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [action, setAction] = useState<Action>(null);
  const { task } = detail;
  const navigate = useNavigate();

  const run = async (work: () => Promise<unknown>, text: string, close = true) => {
    setBusy(true);
    try {
      await work();
      void message.success(text);
      if (close) onDone();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const approve = async () => {
    let data: Record<string, unknown> = {};
    if (detail.form) {
      try {
        data = await runtime.getData();
      } catch {
        return;
      }
    }
    await run(() => completeTask(task.id, data, comment.trim() || undefined), t('tasks.approved'));
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <TaskStatusTag status={task.status} />
        <span>{task.instanceTitle}</span>
        {task.assigneeName ? <Tag>{task.assigneeName}</Tag> : <Tag color="gold">{t('tasks.unclaimed')}</Tag>}
        {task.dueAt && (
          <Tag color={new Date(task.dueAt) < new Date() ? 'red' : 'default'}>
            {t('tasks.dueAt')}: {formatDateTime(task.dueAt)}
          </Tag>
        )}
      </Space>
      {detail.ownerPage && task.status === 'open' ? (
        <Alert
          type="info"
          showIcon
          data-testid="task-owner-page"
          message={t('tasks.ownedByPermit')}
          action={
            <Button size="small" type="primary" onClick={() => navigate(detail.ownerPage ?? '/')}>
              {t('tasks.openPermit')}
            </Button>
          }
        />
      ) : (
        !detail.canComplete &&
        task.status === 'open' &&
        !detail.canClaim && <Alert type="info" showIcon message={t('tasks.readOnly')} />
      )}
      <Card size="small" title={t('tasks.formTitle')}>
        {detail.form ? (
          <FormAtVersion
            form={detail.form}
            data={detail.data}
            runtime={runtime}
            disabled={!detail.canComplete}
          />
        ) : (
          <Alert type="info" showIcon message={t('tasks.noForm')} />
        )}
        {detail.canComplete && (
          <Input.TextArea
            style={{ marginTop: 12 }}
            aria-label={t('tasks.comment')}
            placeholder={t('tasks.commentPlaceholder')}
            maxLength={2000}
            autoSize={{ minRows: 2, maxRows: 5 }}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
        <Space style={{ marginTop: 12 }} wrap>
          {detail.canClaim && (
            <Can code={permissions.flowableTask.complete}>
              <Button loading={busy} onClick={() => run(() => claimTask(task.id), t('tasks.claimed'), false)}>
                {t('tasks.claim')}
              </Button>
            </Can>
          )}
          {detail.canComplete && (
            <>
              <Can code={permissions.flowableTask.complete}>
                <Button type="primary" loading={busy} onClick={approve}>
                  {t('tasks.approve')}
                </Button>
              </Can>
              <Can code={permissions.flowableTask.reject}>
                <Button danger loading={busy} onClick={() => setAction('reject')}>
                  {t('tasks.reject')}
                </Button>
              </Can>
              <Can code={permissions.flowableTask.delegate}>
                <Button loading={busy} onClick={() => setAction('delegate')}>
                  {t('tasks.delegate')}
                </Button>
              </Can>
            </>
          )}
        </Space>
      </Card>
      <Can code={permissions.flowableTask.comment}>
        <NotePanel taskId={task.id} />
      </Can>
      <InstanceView instance={detail.instance} />
      {action === 'reject' && (
        <RejectModal
          detail={detail}
          onCancel={() => setAction(null)}
          onSubmit={(reason, target) => run(() => rejectTask(task.id, reason, target), t('tasks.rejected'))}
        />
      )}
      {action === 'delegate' && (
        <DelegateModal
          onCancel={() => setAction(null)}
          onSubmit={(userId) =>
            run(() => delegateTask(task.id, userId, comment.trim() || undefined), t('tasks.delegated'))
          }
        />
      )}
    </Space>
  );
}

const TO_END = '__end__';

function RejectModal({
  detail,
  onCancel,
  onSubmit,
}: {
  detail: WfTaskDetail;
  onCancel: () => void;
  onSubmit: (reason: string, target?: string) => Promise<void>;
}) {
  const { t } = useTranslation('workflow');
  const [form] = Form.useForm<{ reason: string; target: string }>();
  const last = detail.rejectTargets.at(-1)?.elementId ?? TO_END;
  return (
    <Modal
      open
      title={t('tasks.reject')}
      okButtonProps={{ danger: true }}
      okText={t('tasks.reject')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ target: last }}
        onFinish={(values) =>
          onSubmit(values.reason.trim(), values.target === TO_END ? undefined : values.target)
        }
      >
        <Form.Item name="target" label={t('tasks.rejectTo')}>
          <Radio.Group
            options={[
              ...detail.rejectTargets.map((target) => ({ value: target.elementId, label: target.name })),
              { value: TO_END, label: t('tasks.rejectToEnd') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('tasks.rejectReason')}
          rules={[{ required: true, whitespace: true, max: 2000 }]}
        >
          <Input.TextArea autoFocus maxLength={2000} autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DelegateModal({
  onCancel,
  onSubmit,
}: {
  onCancel: () => void;
  onSubmit: (userId: string) => Promise<void>;
}) {
  const { t } = useTranslation('workflow');
  const [keyword, setKeyword] = useState('');
  const [userId, setUserId] = useState<string>();
  const people = useQuery(delegatesOptions(keyword));
  return (
    <Modal
      open
      title={t('tasks.delegate')}
      okText={t('tasks.delegate')}
      okButtonProps={{ disabled: !userId }}
      onCancel={onCancel}
      onOk={() => userId && onSubmit(userId)}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('tasks.delegateTo')} required>
          <Select
            aria-label={t('tasks.delegateTo')}
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={people.isFetching}
            placeholder={t('modeler.searchPeople')}
            value={userId}
            onChange={setUserId}
            options={(people.data ?? []).map((person) => ({
              value: person.id,
              label: `${person.name} (${person.account})`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * A note on the task's timeline with files attached, open to anyone involved: the files are uploaded
 * first (checked by content on the server) and the note names them by id.
 */
function NotePanel({ taskId }: { taskId: string }) {
  const { t } = useTranslation('workflow');
  const { message } = App.useApp();
  const report = useServerError();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile<UploadResult>[]>([]);
  const [busy, setBusy] = useState(false);
  const uploading = files.some((file) => file.status === 'uploading');
  const fileIds = files.flatMap((file) =>
    file.status === 'done' && file.response ? [file.response.fileId] : [],
  );

  const send = async () => {
    if (!text.trim() && fileIds.length === 0) {
      void message.error(t('tasks.commentRequired'));
      return;
    }
    setBusy(true);
    try {
      await commentTask(taskId, text.trim(), fileIds);
      setText('');
      setFiles([]);
      void message.success(t('tasks.commented'));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={t('tasks.notesTitle')} data-testid="task-notes">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          aria-label={t('tasks.note')}
          placeholder={t('tasks.notePlaceholder')}
          maxLength={2000}
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Flex justify="space-between" align="start" gap={12}>
          <SgUpload multiple maxCount={10} value={files} onChange={setFiles} />
          <Button loading={busy} disabled={uploading} onClick={send}>
            {t('tasks.addComment')}
          </Button>
        </Flex>
      </Space>
    </Card>
  );
}
