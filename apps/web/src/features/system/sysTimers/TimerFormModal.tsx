import {
  ModalForm,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { errors, type SysTimerRow, type TimerJobCode } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { formatDateTime } from '../../../components/format/dateTime';
import { nullIfBlank, textRules } from '../shared/formRules';
import { submitForm } from '../shared/submitForm';
import { useServerError } from '../shared/useServerError';
import { addSysTimer, editSysTimer, timerJobsOptions } from './api';
import { CRON_PRESETS, cronHint } from './cronHint';
import { defaultParams, type JobParamField, jobParamFields } from './jobParams';

interface TimerFormValues {
  name: string;
  jobCode: TimerJobCode;
  cron: string;
  params: Record<string, unknown>;
  remark?: string | null;
  enabled?: boolean;
}

/** The parameters of the registry's jobs by name; one the web does not know shows its own name. */
const PARAM_LABELS = { days: 'timer.paramDays', graceDays: 'timer.paramGraceDays' } as const;
const paramLabel = (t: TFunction<'system'>, name: string) => {
  const key = PARAM_LABELS[name as keyof typeof PARAM_LABELS];
  return key ? t(key) : name;
};

function ParamField({ field, t }: { field: JobParamField; t: TFunction<'system'> }) {
  const name = ['params', field.name];
  const label = paramLabel(t, field.name);
  const rules = field.required ? [{ required: true, message: t('common.required', { field: label }) }] : [];
  if (field.kind === 'boolean') return <ProFormSwitch name={name} label={label} />;
  if (field.kind === 'string') return <ProFormText name={name} label={label} rules={rules} />;
  return (
    <ProFormDigit
      name={name}
      label={label}
      min={field.min}
      max={field.max}
      rules={rules}
      extra={
        field.min !== undefined && field.max !== undefined
          ? t('timer.paramRange', { min: field.min, max: field.max })
          : undefined
      }
      fieldProps={{ precision: field.kind === 'integer' ? 0 : undefined, style: { width: 200 } }}
    />
  );
}

/** Below the cron field: the next runs of a valid expression (the invalid one's reason is the error). */
function CronNextRuns() {
  const { t } = useTranslation('system');
  const cron = Form.useWatch<string | undefined>('cron');
  const hint = cron ? cronHint(cron) : null;
  if (!hint?.ok) return <Typography.Text type="secondary">{t('timer.cronHelp')}</Typography.Text>;
  if (hint.next.length === 0) return <Typography.Text type="warning">{t('timer.cronNever')}</Typography.Text>;
  return (
    <Typography.Text type="secondary" data-testid="cron-next-runs">
      {t('timer.cronNext', { times: hint.next.map((time) => formatDateTime(time.toISOString())).join('、') })}
    </Typography.Text>
  );
}

/** Add (`timer` undefined) or edit a timer; the job comes from the server's registry. */
export function TimerFormModal({ timer, onClose }: { timer: SysTimerRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<TimerFormValues>();
  const jobs = useQuery(timerJobsOptions());
  const jobCode = Form.useWatch('jobCode', form) ?? timer?.jobCode;
  const fields = useMemo(() => {
    const job = jobs.data?.find((entry) => entry.code === jobCode);
    return job ? jobParamFields(job.params) : [];
  }, [jobs.data, jobCode]);

  const save = async (values: TimerFormValues) => {
    const fieldsOfForm = {
      name: values.name.trim(),
      jobCode: values.jobCode,
      cron: values.cron.trim(),
      params: values.params ?? {},
      remark: nullIfBlank(values.remark),
    };
    try {
      if (timer) await editSysTimer({ ...fieldsOfForm, id: timer.id });
      else await addSysTimer({ ...fieldsOfForm, enabled: values.enabled ?? false });
    } catch (error) {
      // The server's own cron check (1012040) belongs beside the field, like the client's.
      if (isApiError(error) && error.code === errors.CRON_INVALID.code) {
        form.setFields([{ name: 'cron', errors: [error.message] }]);
      }
      throw error;
    }
  };

  return (
    <ModalForm<TimerFormValues>
      open
      form={form}
      title={t(timer ? 'timer.editTitle' : 'timer.addTitle')}
      width={600}
      initialValues={
        timer
          ? {
              name: timer.name,
              jobCode: timer.jobCode,
              cron: timer.cron,
              params: timer.params,
              remark: timer.remark,
            }
          : { params: {}, enabled: false }
      }
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) onClose();
        return ok;
      }}
    >
      <ProFormText
        name="name"
        label={t('timer.name')}
        rules={textRules(t, t('timer.name'), { required: true, max: 64 })}
      />
      <ProFormSelect
        name="jobCode"
        label={t('timer.job')}
        rules={[{ required: true, message: t('timer.jobRequired') }]}
        fieldProps={{
          loading: jobs.isLoading,
          options: (jobs.data ?? []).map((job) => ({ value: job.code, label: job.name })),
          onChange: (code: TimerJobCode) => {
            const job = jobs.data?.find((entry) => entry.code === code);
            form.setFieldValue('params', job ? defaultParams(jobParamFields(job.params)) : {});
          },
        }}
      />
      <ProForm.Item
        name="cron"
        label={t('timer.cron')}
        extra={<CronNextRuns />}
        validateDebounce={300}
        rules={[
          { required: true, whitespace: true, message: t('common.required', { field: t('timer.cron') }) },
          {
            validator: (_: unknown, value: string | undefined) => {
              if (!value?.trim()) return Promise.resolve();
              const hint = cronHint(value);
              return hint.ok
                ? Promise.resolve()
                : Promise.reject(new Error(t('timer.cronInvalid', { detail: hint.reason })));
            },
          },
        ]}
      >
        <AutoComplete
          options={CRON_PRESETS.map((preset) => ({
            value: preset.value,
            label: `${preset.value}　${t(preset.key)}`,
          }))}
          placeholder="0 3 * * *"
          style={{ fontFamily: 'monospace' }}
        />
      </ProForm.Item>
      {fields.map((field) => (
        <ParamField key={field.name} field={field} t={t} />
      ))}
      <ProFormTextArea
        name="remark"
        label={t('common.remark')}
        rules={textRules(t, t('common.remark'), { max: 255 })}
        fieldProps={{ rows: 2 }}
      />
      {!timer && <ProFormSwitch name="enabled" label={t('timer.enableNow')} />}
    </ModalForm>
  );
}
