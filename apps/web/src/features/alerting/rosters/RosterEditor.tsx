import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type DutyFamily,
  type DutyRosterListAnswer,
  minutesOf,
  OVERRIDE_MODES,
  siteClockOf,
} from '@siteguard/contracts';
import { Alert, App, Button, DatePicker, Form, Popconfirm, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../../system/shared/useServerError';
import { deleteRoster, saveRoster } from './api';
import { bodyOf, END_TIMES, formOf, type RosterValues, shownRoster, TIMES } from './rosterForm';

/**
 * The weekly shifts and dated overrides of one family at one site. Shown with the tenant's default
 * roster when the site has none of its own; saving makes the site's own.
 */
export function RosterEditor({
  site,
  family,
  list,
  editable,
}: {
  site: string;
  family: DutyFamily;
  list: DutyRosterListAnswer;
  editable: boolean;
}) {
  const { t } = useTranslation('dutyRosters');
  const { message } = App.useApp();
  const report = useServerError();
  const [form] = Form.useForm<RosterValues>();
  const [busy, setBusy] = useState(false);
  const { roster: shown, own } = shownRoster(list, site, family);
  useEffect(() => form.setFieldsValue(formOf(shown)), [form, shown]);

  const users = list.users.map((u) => ({ value: u.id, label: `${u.name} (${u.account})` }));
  const weekdays = (t('weekdays', { returnObjects: true }) as string[]).map((label, i) => ({
    value: i + 1,
    label,
  }));
  const required = { required: true, message: t('rules.required') };

  const save = async (values: RosterValues) => {
    setBusy(true);
    try {
      await saveRoster(bodyOf(site, family, values));
      void message.success(t('roster.saved'));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      await deleteRoster(site, family);
      void message.success(t('roster.removed'));
    } catch (error) {
      report(error);
    }
  };

  return (
    <Form<RosterValues>
      form={form}
      layout="vertical"
      disabled={!editable || busy}
      onFinish={(values) => void save(values)}
      data-testid={`roster-form-${family}`}
    >
      {!own && site !== '' && (
        <Alert type="info" showIcon message={t('roster.inherited')} style={{ marginBottom: 12 }} />
      )}
      <Typography.Title level={5}>{t('roster.title')}</Typography.Title>
      <Form.List name="shifts">
        {(fields, { add, remove: removeShift }) => (
          <>
            {fields.length === 0 && (
              <Typography.Paragraph type="secondary">{t('roster.empty')}</Typography.Paragraph>
            )}
            {fields.map((field, index) => (
              <Space key={field.key} wrap align="start" data-testid="roster-shift">
                <Form.Item
                  name={[field.name, 'weekday']}
                  label={firstRow(index, t('roster.weekday'))}
                  rules={[required]}
                  style={ROW}
                >
                  <Select options={weekdays} style={{ width: 120 }} aria-label={t('roster.weekday')} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'start']}
                  label={firstRow(index, t('roster.start'))}
                  rules={[required]}
                  style={ROW}
                >
                  <Select
                    aria-label={t('roster.start')}
                    options={TIMES.map((v) => ({ value: v, label: v }))}
                    style={{ width: 96 }}
                    showSearch
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'end']}
                  label={firstRow(index, t('roster.end'))}
                  style={ROW}
                  dependencies={[['shifts', field.name, 'start']]}
                  rules={[
                    required,
                    ({ getFieldValue }) => ({
                      validator: (_, end?: string) => {
                        const start: string | undefined = getFieldValue(['shifts', field.name, 'start']);
                        return start && end && minutesOf(start) === minutesOf(end)
                          ? Promise.reject(new Error(t('rules.endEqualsStart')))
                          : Promise.resolve();
                      },
                    }),
                  ]}
                  extra={<OvernightHint name={field.name} />}
                >
                  <Select
                    aria-label={t('roster.end')}
                    options={END_TIMES.map((v) => ({ value: v, label: v }))}
                    style={{ width: 96 }}
                    showSearch
                  />
                </Form.Item>
                <PersonAndRemove
                  name={field.name}
                  index={index}
                  users={users}
                  onRemove={() => removeShift(field.name)}
                  testId="roster-shift-person"
                />
              </Space>
            ))}
            <Form.Item>
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ weekday: todayWeekday(), start: '00:00', end: '24:00' })}
                data-testid="roster-add-shift"
              >
                {t('roster.addShift')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>

      <Typography.Title level={5}>{t('roster.overrides')}</Typography.Title>
      <Form.List name="overrides">
        {(fields, { add, remove: removeOverride }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} wrap align="start">
                <Form.Item
                  name={[field.name, 'range']}
                  label={firstRow(index, t('roster.dates'))}
                  rules={[required]}
                  style={ROW}
                >
                  <DatePicker.RangePicker aria-label={t('roster.dates')} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'mode']}
                  label={firstRow(index, t('roster.mode'))}
                  rules={[required]}
                  style={ROW}
                >
                  <Select
                    aria-label={t('roster.mode')}
                    style={{ width: 200 }}
                    options={OVERRIDE_MODES.map((mode) => ({
                      value: mode,
                      label: t(`roster.modes.${mode}`),
                    }))}
                  />
                </Form.Item>
                <PersonAndRemove
                  name={field.name}
                  index={index}
                  users={users}
                  onRemove={() => removeOverride(field.name)}
                />
              </Space>
            ))}
            <Form.Item>
              <Button icon={<PlusOutlined />} onClick={() => add({ mode: 'add' })}>
                {t('roster.addOverride')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      {editable && (
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="roster-save">
            {t('roster.save')}
          </Button>
          {own && (
            <Popconfirm title={t('roster.removeConfirm')} onConfirm={() => remove()}>
              <Button danger>{t('roster.remove')}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </Form>
  );
}

/** A row's last two cells, in shifts and overrides alike: who, and the button that takes the row away. */
function PersonAndRemove({
  name,
  index,
  users,
  onRemove,
  testId,
}: {
  name: number;
  index: number;
  users: { value: string; label: string }[];
  onRemove: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('dutyRosters');
  return (
    <>
      <Form.Item
        name={[name, 'userId']}
        label={firstRow(index, t('roster.person'))}
        rules={[{ required: true, message: t('rules.required') }]}
        style={ROW}
      >
        <Select
          aria-label={t('roster.person')}
          options={users}
          showSearch
          optionFilterProp="label"
          style={{ width: 240 }}
          data-testid={testId}
        />
      </Form.Item>
      <Form.Item label={firstRow(index, ' ')} style={ROW}>
        <Button icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('roster.remove')} />
      </Form.Item>
    </>
  );
}

/** Rows of a list read as a table: its column labels once, on the first row, and rows close together. */
const firstRow = (index: number, label: string) => (index === 0 ? label : undefined);
const ROW = { marginBottom: 8 };

/** Today's weekday on site (1 Monday ... 7 Sunday): a new shift starts on it. */
const todayWeekday = (): number => siteClockOf(new Date()).weekday;

function OvernightHint({ name }: { name: number }) {
  const { t } = useTranslation('dutyRosters');
  const start: string | undefined = Form.useWatch(['shifts', name, 'start']);
  const end: string | undefined = Form.useWatch(['shifts', name, 'end']);
  if (!start || !end || minutesOf(end) > minutesOf(start)) return null;
  return <span>{t('roster.overnight')}</span>;
}
