import { ModalForm, ProFormSelect, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import { MIN_PASSWORD_LENGTH, type SysUserDetail } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../../api/queryClient';
import { encryptPassword, publicKeyOptions } from '../../auth';
import { nullIfBlank, textRules } from '../shared/formRules';
import { submitForm } from '../shared/submitForm';
import { useServerError } from '../shared/useServerError';
import { orgTreeOptions, sysOrgTreeOptions } from '../sysOrg/api';
import { addSysUser, editSysUser, positionOptions, sysUserDetailOptions } from './api';

interface UserFormValues {
  account: string;
  name: string;
  nickName?: string;
  phone?: string;
  email?: string;
  orgId: string;
  jobNum?: string;
  positionIds?: string[];
  password?: string;
  confirmPassword?: string;
}

// contracts' `userAccount` and `phoneNumber` patterns.
const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{2,32}$/;
const PHONE_PATTERN = /^(\+852)?[2-9]\d{7}$|^(\+86)?1\d{10}$/;

function fieldsOf(values: UserFormValues) {
  return {
    account: values.account.trim(),
    name: values.name.trim(),
    nickName: nullIfBlank(values.nickName),
    phone: nullIfBlank(values.phone),
    email: nullIfBlank(values.email),
    orgId: values.orgId,
    jobNum: nullIfBlank(values.jobNum),
    positionIds: values.positionIds ?? [],
  };
}

function initialValuesOf(detail: SysUserDetail | undefined): Partial<UserFormValues> {
  if (!detail) return {};
  return {
    account: detail.account,
    name: detail.name,
    nickName: detail.nickName ?? undefined,
    phone: detail.phone ?? undefined,
    email: detail.email ?? undefined,
    orgId: detail.orgId ?? undefined,
    jobNum: detail.jobNum ?? undefined,
    positionIds: detail.positionIds,
  };
}

/** Add (`id` undefined) or edit one user; the edit waits for the detail so the form opens filled. */
export function UserFormModal({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<UserFormValues>();
  const detail = useQuery({ ...sysUserDetailOptions(id ?? ''), enabled: id !== undefined });
  const orgs = useQuery(sysOrgTreeOptions());
  const positions = useQuery(positionOptions());
  if (id !== undefined && !detail.data) return null;

  const save = async (values: UserFormValues) => {
    if (id !== undefined) return editSysUser({ ...fieldsOf(values), id });
    const publicKey = await queryClient.fetchQuery(publicKeyOptions());
    return addSysUser({
      ...fieldsOf(values),
      password: await encryptPassword(values.password ?? '', publicKey),
    });
  };

  return (
    <ModalForm<UserFormValues>
      open
      form={form}
      title={t(id === undefined ? 'user.addTitle' : 'user.editTitle')}
      width={640}
      grid
      rowProps={{ gutter: 16 }}
      colProps={{ span: 12 }}
      initialValues={initialValuesOf(detail.data)}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) onClose();
        return ok;
      }}
    >
      <ProFormText
        name="account"
        label={t('user.account')}
        rules={[
          ...textRules(t, t('user.account'), { required: true, max: 32 }),
          { pattern: ACCOUNT_PATTERN, message: t('user.accountRule') },
        ]}
      />
      <ProFormText
        name="name"
        label={t('user.name')}
        rules={textRules(t, t('user.name'), { required: true, max: 64 })}
      />
      <ProFormText
        name="nickName"
        label={t('user.nickName')}
        rules={textRules(t, t('user.nickName'), { max: 64 })}
      />
      <ProFormText
        name="jobNum"
        label={t('user.jobNum')}
        rules={textRules(t, t('user.jobNum'), { max: 32 })}
      />
      <ProFormText
        name="phone"
        label={t('user.phone')}
        rules={[{ pattern: PHONE_PATTERN, message: t('user.phoneRule') }]}
      />
      <ProFormText
        name="email"
        label={t('user.email')}
        rules={[
          { type: 'email', message: t('user.emailRule') },
          ...textRules(t, t('user.email'), { max: 128 }),
        ]}
      />
      <ProFormTreeSelect
        name="orgId"
        label={t('user.org')}
        rules={[{ required: true, message: t('common.required', { field: t('user.org') }) }]}
        fieldProps={{
          treeData: orgTreeOptions(orgs.data ?? []),
          treeDefaultExpandAll: true,
          showSearch: true,
          treeNodeFilterProp: 'title',
          loading: orgs.isLoading,
        }}
      />
      <ProFormSelect
        name="positionIds"
        label={t('user.positions')}
        mode="multiple"
        fieldProps={{
          maxCount: 20,
          loading: positions.isLoading,
          options: (positions.data ?? []).map((pos) => ({ value: pos.id, label: pos.name })),
        }}
      />
      {id === undefined && (
        <>
          <ProFormText.Password
            name="password"
            label={t('user.password')}
            fieldProps={{ autoComplete: 'new-password' }}
            rules={[
              { required: true, message: t('common.required', { field: t('user.password') }) },
              { min: MIN_PASSWORD_LENGTH, message: t('user.passwordRule', { min: MIN_PASSWORD_LENGTH }) },
            ]}
          />
          <ProFormText.Password
            name="confirmPassword"
            label={t('user.confirmPassword')}
            dependencies={['password']}
            fieldProps={{ autoComplete: 'new-password' }}
            rules={[
              { required: true, message: t('common.required', { field: t('user.confirmPassword') }) },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('user.passwordMismatch'))),
              }),
            ]}
          />
        </>
      )}
    </ModalForm>
  );
}
