import { ModalForm, ProForm, ProFormDependency, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { MAX_NOTICE_RECIPIENTS, type SysNoticeRow } from '@siteguard/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/richText/RichTextEditor';
import { textRules } from '../shared/formRules';
import { submitForm } from '../shared/submitForm';
import { useServerError } from '../shared/useServerError';
import { addSysNotice, editSysNotice } from './api';
import { noticeTypeOptions } from './NoticeTags';
import { RecipientPicker } from './RecipientPicker';

interface NoticeFormValues {
  title: string;
  type: 1 | 2;
  recipientsAll: boolean;
  recipientIds?: string[];
  content: string;
}

/** contracts' sysNotice content limit, counted on the HTML the editor hands out. */
const MAX_CONTENT_LENGTH = 20_000;

function initialValuesOf(notice: SysNoticeRow | undefined): Partial<NoticeFormValues> {
  if (!notice) return { type: 1, recipientsAll: true, recipientIds: [], content: '' };
  return {
    title: notice.title,
    type: notice.type === 2 ? 2 : 1,
    recipientsAll: notice.recipientsAll,
    recipientIds: notice.recipientIds,
    content: notice.content,
  };
}

/** Add (`notice` undefined) or edit a draft notice; the list row carries every field the form needs. */
export function NoticeFormModal({
  notice,
  onClose,
}: {
  notice: SysNoticeRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<NoticeFormValues>();

  const save = (values: NoticeFormValues) => {
    const body = {
      title: values.title.trim(),
      type: values.type,
      content: values.content,
      recipientsAll: values.recipientsAll,
      recipientIds: values.recipientsAll ? [] : (values.recipientIds ?? []),
    };
    return notice ? editSysNotice({ ...body, id: notice.id }) : addSysNotice(body);
  };

  return (
    <ModalForm<NoticeFormValues>
      open
      form={form}
      title={t(notice ? 'notice.editTitle' : 'notice.addTitle')}
      width={820}
      initialValues={initialValuesOf(notice)}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) onClose();
        return ok;
      }}
    >
      <ProFormText
        name="title"
        label={t('notice.noticeTitle')}
        rules={textRules(t, t('notice.noticeTitle'), { required: true, max: 200 })}
      />
      <ProForm.Group>
        <ProFormRadio.Group
          name="type"
          label={t('notice.type')}
          radioType="button"
          options={noticeTypeOptions(t)}
        />
        <ProFormRadio.Group
          name="recipientsAll"
          label={t('notice.recipients')}
          tooltip={t('notice.allUsersHint')}
          radioType="button"
          options={[
            { value: true, label: t('notice.allUsers') },
            { value: false, label: t('notice.chosenUsers') },
          ]}
        />
      </ProForm.Group>
      <ProFormDependency name={['recipientsAll']}>
        {({ recipientsAll }) =>
          recipientsAll === false && (
            <ProForm.Item
              name="recipientIds"
              label={t('notice.chosenUsers')}
              extra={t('notice.recipientsLimit', { max: MAX_NOTICE_RECIPIENTS })}
              rules={[
                {
                  required: true,
                  type: 'array',
                  min: 1,
                  message: t('notice.recipientsRequired'),
                },
              ]}
            >
              <RecipientPicker />
            </ProForm.Item>
          )
        }
      </ProFormDependency>
      <ProForm.Item
        name="content"
        label={t('notice.content')}
        rules={[
          { required: true, message: t('common.required', { field: t('notice.content') }) },
          {
            validator: (_: unknown, value: string | undefined) =>
              (value ?? '').length > MAX_CONTENT_LENGTH
                ? Promise.reject(new Error(t('notice.contentTooLong')))
                : Promise.resolve(),
          },
        ]}
      >
        <RichTextEditor ariaLabel={t('notice.content')} height={260} />
      </ProForm.Item>
    </ModalForm>
  );
}
