import { permissions, type WfCandidates, type WfElementBinding } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Checkbox,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shell/permission';
import { formPageOptions } from '../../forms/api';
import { actionsOptions, candidatesOptions } from '../api';

export type TimerKind = 'timeDuration' | 'timeDate' | 'timeCycle';

/** The element of the diagram the user selected, as far as the panel needs it. */
export interface SelectedElement {
  id: string;
  type: string;
  name: string;
  /** Camunda / Flowable attributes the file carried (candidateGroups, assignee, formKey...). */
  imported: Record<string, string>;
  /** A flow leaving an exclusive gateway: its condition, and whether it is the gateway's default. */
  flow?: { condition: string; isDefault: boolean };
  /** A timer event: what kind of time, and its ISO 8601 text. */
  timer?: { kind: TimerKind; value: string };
  /** A signal or message event: the name the server raises it by (e.g. gasAlarm). */
  trigger?: { type: TriggerType; name: string };
}

export type TriggerType = 'signal' | 'message';

/** Changes the panel makes to the diagram itself (the modeler applies them, with undo). */
export interface DiagramEdits {
  setCondition(id: string, body: string): void;
  setDefault(id: string, isDefault: boolean): void;
  setTimer(id: string, kind: TimerKind, value: string): void;
  setTriggerName(id: string, type: TriggerType, name: string): void;
}

const EMPTY_CANDIDATES: WfCandidates = { users: [], roles: [], starterOrgHead: false, starter: false };

/**
 * What the engine needs beyond the drawing, for the selected element: the start event's and user
 * tasks' designer form at a pinned version, who may take a user task, a service task's server action.
 */
export function BindingPanel({
  element,
  binding,
  onChange,
  edits,
}: {
  element: SelectedElement | null;
  binding: WfElementBinding | undefined;
  onChange: (binding: WfElementBinding) => void;
  edits: DiagramEdits;
}) {
  const { t } = useTranslation('workflow');
  const [search, setSearch] = useState('');
  // Lists the modeler may lack the rights for stay empty rather than raise a refusal.
  const forms = useQuery({
    ...formPageOptions({ pageNo: 1, pageSize: 100 }),
    enabled: usePermission(permissions.flowableForm.page),
  });
  const people = useQuery({
    ...candidatesOptions(search),
    enabled: usePermission(permissions.flowableModel.edit),
  });
  const actions = useQuery(actionsOptions());

  if (!element)
    return <Typography.Paragraph type="secondary">{t('modeler.noSelection')}</Typography.Paragraph>;
  const kind = element.type.replace('bpmn:', '');
  const current: WfElementBinding = binding ?? { form: null };
  const candidates = current.candidates ?? EMPTY_CANDIDATES;
  const setCandidates = (patch: Partial<WfCandidates>) =>
    onChange({ ...current, candidates: { ...candidates, ...patch } });
  const importedText = Object.entries(element.imported)
    .map(([key, value]) => `${key.split(':').pop()}=${value}`)
    .join(', ');

  const header = (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'id',
          label: t('modeler.elementId'),
          children: <Typography.Text code>{element.id}</Typography.Text>,
        },
        {
          key: 'type',
          label: t('modeler.elementType'),
          children: `${kind}${element.name ? ` · ${element.name}` : ''}`,
        },
      ]}
    />
  );
  const formPicker = (
    <Form.Item label={t('modeler.form')}>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label={t('modeler.form')}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('modeler.formPlaceholder')}
          loading={forms.isPending}
          style={{ width: '70%' }}
          value={current.form?.id}
          options={(forms.data?.rows ?? []).map((form) => ({ value: form.id, label: form.name }))}
          onChange={(id: string | undefined) => {
            const chosen = forms.data?.rows.find((form) => form.id === id);
            onChange({ ...current, form: chosen ? { id: chosen.id, version: chosen.currentVersion } : null });
          }}
        />
        <InputNumber
          aria-label={t('modeler.formVersion')}
          min={1}
          style={{ width: '30%' }}
          disabled={!current.form}
          prefix="v"
          value={current.form?.version}
          onChange={(version) =>
            current.form && version && onChange({ ...current, form: { ...current.form, version } })
          }
        />
      </Space.Compact>
    </Form.Item>
  );

  return (
    <Form layout="vertical" size="small" data-testid="binding-panel">
      {header}
      {importedText && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('modeler.imported', { text: importedText })}
        />
      )}
      {kind === 'StartEvent' && formPicker}
      {kind === 'UserTask' && (
        <>
          {formPicker}
          <Typography.Title level={5}>{t('modeler.candidates')}</Typography.Title>
          <Form.Item label={t('modeler.users')}>
            <Select
              aria-label={t('modeler.users')}
              mode="multiple"
              showSearch
              filterOption={false}
              onSearch={setSearch}
              placeholder={t('modeler.searchPeople')}
              value={candidates.users}
              options={(people.data?.users ?? []).map((user) => ({
                value: user.id,
                label: `${user.name} (${user.account})`,
              }))}
              onChange={(users: string[]) => setCandidates({ users })}
            />
          </Form.Item>
          <Form.Item label={t('modeler.roles')}>
            <Select
              aria-label={t('modeler.roles')}
              mode="multiple"
              optionFilterProp="label"
              value={candidates.roles}
              options={(people.data?.roles ?? []).map((role) => ({ value: role.id, label: role.name }))}
              onChange={(roles: string[]) => setCandidates({ roles })}
            />
          </Form.Item>
          <Form.Item>
            <Checkbox
              checked={candidates.starter}
              onChange={(event) => setCandidates({ starter: event.target.checked })}
            >
              {t('modeler.starter')}
            </Checkbox>
            <Checkbox
              checked={candidates.starterOrgHead}
              onChange={(event) => setCandidates({ starterOrgHead: event.target.checked })}
            >
              {t('modeler.starterOrgHead')}
            </Checkbox>
          </Form.Item>
          <Form.Item label={t('modeler.expression')}>
            <Input
              maxLength={500}
              value={candidates.expression ?? ''}
              onChange={(event) => {
                const expression = event.target.value;
                const { expression: _previous, ...rest } = candidates;
                onChange({ ...current, candidates: expression ? { ...rest, expression } : rest });
              }}
            />
          </Form.Item>
        </>
      )}
      {kind === 'ServiceTask' && (
        <Form.Item label={t('modeler.action')}>
          <Select
            aria-label={t('modeler.action')}
            placeholder={t('modeler.actionPlaceholder')}
            value={current.action}
            options={(actions.data ?? []).map((action) => ({ value: action.name, label: action.label }))}
            onChange={(action: string) => onChange({ ...current, action })}
          />
        </Form.Item>
      )}
      {element.flow && (
        <>
          <Form.Item label={t('modeler.condition')} extra={t('modeler.conditionHint')}>
            <Input
              key={element.id}
              aria-label={t('modeler.condition')}
              defaultValue={element.flow.condition}
              disabled={element.flow.isDefault}
              placeholder="=workers > 10"
              maxLength={500}
              onBlur={(event) => edits.setCondition(element.id, event.target.value)}
            />
          </Form.Item>
          <Checkbox
            checked={element.flow.isDefault}
            onChange={(event) => edits.setDefault(element.id, event.target.checked)}
          >
            {t('modeler.defaultFlow')}
          </Checkbox>
        </>
      )}
      {element.timer && (
        <Form.Item label={t('modeler.timer')} extra={t('modeler.timerHint')}>
          <Space.Compact style={{ width: '100%' }}>
            <Select
              aria-label={t('modeler.timerKind')}
              style={{ width: '40%' }}
              value={element.timer.kind}
              options={(['timeDuration', 'timeDate', 'timeCycle'] as const).map((value) => ({
                value,
                label: t(`modeler.timerKinds.${value}`),
              }))}
              onChange={(kind: TimerKind) => edits.setTimer(element.id, kind, element.timer?.value ?? '')}
            />
            <Input
              key={`${element.id}-${element.timer.kind}`}
              aria-label={t('modeler.timer')}
              style={{ width: '60%' }}
              defaultValue={element.timer.value}
              placeholder="PT1M"
              maxLength={100}
              onBlur={(event) =>
                element.timer && edits.setTimer(element.id, element.timer.kind, event.target.value)
              }
            />
          </Space.Compact>
        </Form.Item>
      )}
      {element.trigger && (
        <Form.Item label={t(`modeler.triggerName.${element.trigger.type}`)} extra={t('modeler.triggerHint')}>
          <Input
            key={element.id}
            aria-label={t(`modeler.triggerName.${element.trigger.type}`)}
            defaultValue={element.trigger.name}
            placeholder="gasAlarm"
            maxLength={100}
            onBlur={(event) =>
              element.trigger && edits.setTriggerName(element.id, element.trigger.type, event.target.value)
            }
          />
        </Form.Item>
      )}
      {!['StartEvent', 'UserTask', 'ServiceTask'].includes(kind) &&
        !element.flow &&
        !element.timer &&
        !element.trigger && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('modeler.notConfigurable')} />
        )}
    </Form>
  );
}
