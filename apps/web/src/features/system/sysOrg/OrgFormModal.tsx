import {
  ModalForm,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { ORG_ROOT_PID, type SysOrgRow, sysUserApi } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../api/client';
import { codeRules, nullIfBlank, textRules } from '../shared/formRules';
import { submitForm } from '../shared/submitForm';
import { useServerError } from '../shared/useServerError';
import { addSysOrg, editSysOrg, orgTreeOptions, sysOrgTreeOptions } from './api';

interface OrgFormValues {
  pid: string;
  code: string;
  name: string;
  sort: number;
  status: 0 | 1;
  remark?: string | null;
  leaderId?: string | null;
}

/**
 * Users matching what was typed (account, name or phone), first 20, as select options; the current
 * head stays an option so the field shows a name, not an id, whatever the search found.
 */
async function leaderOptions(keyword: string | undefined, org: SysOrgRow | undefined) {
  const page = await callEndpoint(sysUserApi.page, {
    query: { pageNo: 1, pageSize: 20, ...(keyword ? { searchValue: keyword } : {}) },
  });
  const options = page.rows.map((user) => ({ value: user.id, label: `${user.name} (${user.account})` }));
  const current = org?.leaderId;
  if (current && !options.some((option) => option.value === current))
    options.unshift({ value: current, label: org.leaderName ?? current });
  return options;
}

/**
 * Add an organisation (below `parentId`, the one picked in the tree) or edit `org`. The parent list
 * starts with the top level (pid '0'); the server refuses a move below the organisation itself.
 */
export function OrgFormModal({
  org,
  parentId,
  onClose,
}: {
  org: SysOrgRow | undefined;
  parentId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const [form] = Form.useForm<OrgFormValues>();
  const tree = useQuery(sysOrgTreeOptions());
  const parents = [
    {
      title: t('org.root'),
      value: ORG_ROOT_PID,
      key: ORG_ROOT_PID,
      children: orgTreeOptions(tree.data ?? []),
    },
  ];
  const save = (values: OrgFormValues) => {
    const fields = {
      pid: values.pid,
      code: values.code.trim(),
      name: values.name.trim(),
      sort: values.sort,
      remark: nullIfBlank(values.remark),
      leaderId: values.leaderId ?? null,
    };
    return org ? editSysOrg({ ...fields, id: org.id, status: values.status }) : addSysOrg(fields);
  };

  return (
    <ModalForm<OrgFormValues>
      open
      form={form}
      title={t(org ? 'org.editTitle' : 'org.addTitle')}
      width={520}
      initialValues={
        org
          ? {
              pid: org.pid,
              code: org.code,
              name: org.name,
              sort: org.sort,
              status: org.status === 1 ? 1 : 0,
              remark: org.remark,
              leaderId: org.leaderId,
            }
          : { pid: parentId ?? ORG_ROOT_PID, sort: 100, status: 0 }
      }
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) onClose();
        return ok;
      }}
    >
      <ProFormTreeSelect
        name="pid"
        label={t('org.parent')}
        rules={[{ required: true, message: t('common.required', { field: t('org.parent') }) }]}
        fieldProps={{
          treeData: parents,
          treeDefaultExpandAll: true,
          showSearch: true,
          treeNodeFilterProp: 'title',
        }}
      />
      <ProFormText name="code" label={t('org.code')} rules={codeRules(t, t('org.code'))} />
      <ProFormText
        name="name"
        label={t('org.name')}
        rules={textRules(t, t('org.name'), { required: true, max: 100 })}
      />
      <ProFormDigit
        name="sort"
        label={t('common.sort')}
        min={0}
        max={100_000}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: t('common.required', { field: t('common.sort') }) }]}
      />
      <ProFormSelect
        name="leaderId"
        label={t('org.leader')}
        tooltip={t('org.leaderHint')}
        showSearch
        debounceTime={300}
        request={({ keyWords }: { keyWords?: string }) => leaderOptions(keyWords, org)}
        fieldProps={{ allowClear: true, placeholder: t('org.leaderPlaceholder') }}
      />
      {org && (
        <ProFormRadio.Group
          name="status"
          label={t('common.status')}
          options={[
            { value: 0, label: t('common.enabled') },
            { value: 1, label: t('common.disabled') },
          ]}
        />
      )}
      <ProFormTextArea
        name="remark"
        label={t('common.remark')}
        rules={textRules(t, t('common.remark'), { max: 500 })}
      />
    </ModalForm>
  );
}
