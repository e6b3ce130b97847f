import { useFormRuntime } from '@siteguard/form-react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../../system/shared/useServerError';
import { saveDraft, startableOptions, startProcess } from '../api';
import { FormAtVersion } from '../shared/FormAtVersion';

/** What a draft brings back: its model, title and data, and its id (removed when the start succeeds). */
export interface DraftStart {
  id: string;
  modelId: string;
  title: string;
  data: Record<string, unknown>;
}

/**
 * Starts a process: choose a deployed, enabled model, fill its start form (the form runtime checks it
 * here, the server again), submit; or keep it unfinished as a draft.
 */
export function StartProcessModal({ draft, onClose }: { draft?: DraftStart; onClose: () => void }) {
  const { t } = useTranslation('workflow');
  const { message } = App.useApp();
  const report = useServerError();
  const startable = useQuery(startableOptions());
  const runtime = useFormRuntime();
  const [modelId, setModelId] = useState<string | undefined>(draft?.modelId);
  const [title, setTitle] = useState(draft?.title ?? '');
  const [busy, setBusy] = useState<'start' | 'draft' | null>(null);
  const model = startable.data?.find((candidate) => candidate.id === modelId);

  const submit = async () => {
    if (!model) return;
    let data: Record<string, unknown> = {};
    if (model.form) {
      try {
        data = await runtime.getData();
      } catch {
        return; // the form shows what is missing
      }
    }
    setBusy('start');
    try {
      await startProcess({
        modelId: model.id,
        data,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(draft ? { draftId: draft.id } : {}),
      });
      void message.success(t('instances.started'));
      onClose();
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };
  const keepDraft = async () => {
    if (!modelId) return;
    setBusy('draft');
    try {
      const data = model?.form ? runtime.getValues() : {};
      await saveDraft({ ...(draft ? { id: draft.id } : {}), modelId, title: title.trim(), data });
      void message.success(t('instances.draftSaved'));
      onClose();
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      width={880}
      title={t('instances.start')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={keepDraft} loading={busy === 'draft'} disabled={!modelId}>
            {t('instances.saveDraft')}
          </Button>
          <Button type="primary" onClick={submit} loading={busy === 'start'} disabled={!model}>
            {t('instances.submit')}
          </Button>
        </Space>
      }
    >
      {startable.data?.length === 0 && <Alert type="info" showIcon message={t('instances.noStartable')} />}
      <Form layout="vertical">
        <Form.Item label={t('instances.chooseModel')} required>
          <Select
            aria-label={t('instances.chooseModel')}
            placeholder={t('instances.chooseModelPlaceholder')}
            loading={startable.isPending}
            value={modelId}
            onChange={setModelId}
            options={(startable.data ?? []).map((candidate) => ({
              value: candidate.id,
              label: candidate.name,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('instances.titleField')} htmlFor="wf-start-title">
          <Input
            id="wf-start-title"
            maxLength={200}
            placeholder={t('instances.titlePlaceholder')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </Form.Item>
      </Form>
      {model &&
        (model.form ? (
          <FormAtVersion
            key={model.id}
            form={model.form}
            runtime={runtime}
            data={draft?.modelId === model.id ? draft.data : undefined}
          />
        ) : (
          <Alert type="info" showIcon message={t('instances.noStartForm')} />
        ))}
    </Modal>
  );
}
