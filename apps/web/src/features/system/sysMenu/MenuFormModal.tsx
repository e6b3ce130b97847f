import {
  ModalForm,
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { ALL_PERMISSION_CODES, MENU_TYPES, type SysMenuRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { identifierRules, textRules } from '../shared/formRules';
import { submitForm } from '../shared/submitForm';
import { TranslatedTextFields } from '../shared/TranslatedTextFields';
import { useServerError } from '../shared/useServerError';
import { useAppChoices } from '../sysApp/useAppChoices';
import { addSysMenu, editSysMenu, sysMenuParentOptions } from './api';
import { MENU_ICON_OPTIONS } from './MenuIcon';
import {
  editMenuValues,
  MENU_ROOT_PID,
  type MenuFormValues,
  newMenuValues,
  toMenuBody,
  visibleFields,
} from './menuForm';
import { parentTreeOptions } from './menuParents';

const PERMISSION_OPTIONS = ALL_PERMISSION_CODES.map((code) => ({ value: code, label: code }));
/** What a menu can open; 0 (nothing) is a button's. */
const OPEN_TYPES = [1, 2, 3] as const;
const HTTP_LINK = /^https?:\/\/\S+$/;
const half = { span: 12 };
const quarter = { span: 6 };

export type MenuDialog =
  | { kind: 'add'; parent?: SysMenuRow; application?: string }
  | { kind: 'edit'; menu: SysMenuRow };

/**
 * Adds a directory, menu or button (at the top, or below the row it was opened from) or edits one.
 * The fields follow the type and how the menu opens, as the contract's rules between fields do.
 */
export function MenuFormModal({ dialog, onClose }: { dialog: MenuDialog; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const apps = useAppChoices();
  const editing = dialog.kind === 'edit' ? dialog.menu : undefined;
  const initialValues =
    dialog.kind === 'edit' ? editMenuValues(dialog.menu) : newMenuValues(dialog.parent, dialog.application);
  const application = Form.useWatch('application', form) ?? initialValues.application;
  const parents = useQuery({
    ...sysMenuParentOptions(application ?? ''),
    enabled: application !== undefined,
  });
  const title =
    dialog.kind === 'edit'
      ? t('menu.editTitle')
      : dialog.parent
        ? t('menu.addChildTitle', { name: dialog.parent.name })
        : t('menu.addTitle');

  const save = (values: MenuFormValues) => {
    const body = toMenuBody(values);
    return editing ? editSysMenu({ ...body, id: editing.id }) : addSysMenu(body);
  };
  const required = (field: string) => [{ required: true, message: t('common.required', { field }) }];

  return (
    <ModalForm<MenuFormValues>
      open
      form={form}
      title={title}
      width={760}
      grid
      rowProps={{ gutter: 16 }}
      colProps={half}
      initialValues={initialValues}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onValuesChange={(changed) => {
        // A parent belongs to one application: another application starts again at the top.
        if ('application' in changed) form.setFieldValue('pid', MENU_ROOT_PID);
      }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) {
          void message.success(t('menu.savedNextLoad'));
          onClose();
        }
        return ok;
      }}
    >
      <ProFormRadio.Group
        name="type"
        label={t('menu.type')}
        radioType="button"
        options={MENU_TYPES.map((type) => ({ value: type, label: t(`menu.type${type}`) }))}
      />
      <ProFormSelect
        name="application"
        label={t('menu.application')}
        rules={required(t('menu.application'))}
        fieldProps={{ options: apps.options, loading: apps.loading }}
      />
      <ProFormDependency name={['type']}>
        {(values) => (
          <ProFormTreeSelect
            name="pid"
            label={t('menu.parent')}
            colProps={half}
            rules={required(t('menu.parent'))}
            fieldProps={{
              treeData: parentTreeOptions(parents.data ?? [], {
                type: (values as Pick<MenuFormValues, 'type'>).type,
                selfId: editing?.id,
                rootTitle: t('menu.root'),
              }),
              loading: parents.isLoading,
              treeDefaultExpandedKeys: [MENU_ROOT_PID],
              showSearch: true,
              treeNodeFilterProp: 'title',
              popupMatchSelectWidth: false,
            }}
          />
        )}
      </ProFormDependency>
      <ProFormText name="code" label={t('menu.code')} rules={identifierRules(t, t('menu.code'))} />
      <TranslatedTextFields name="title" label={t('menu.menuTitle')} max={64} colProps={{ span: 8 }} />
      <ProFormDependency name={['type', 'openType']}>
        {(values) => {
          // ProFormDependency hands the watched fields untyped.
          const { type, openType } = values as Pick<MenuFormValues, 'type' | 'openType'>;
          const shown = visibleFields(type, type === 0 ? 1 : openType);
          return (
            <>
              {shown.openType && (
                <ProFormRadio.Group
                  name="openType"
                  label={t('menu.openType')}
                  colProps={{ span: 24 }}
                  options={OPEN_TYPES.map((value) => ({ value, label: t(`menu.openType${value}`) }))}
                />
              )}
              <ProForm.Group colProps={{ span: 24 }} rowProps={{ gutter: 16 }}>
                {shown.router && (
                  <ProFormText
                    name="router"
                    label={t('menu.router')}
                    colProps={half}
                    tooltip={t('menu.routerHint')}
                    rules={[...required(t('menu.router')), ...textRules(t, t('menu.router'), { max: 255 })]}
                  />
                )}
                {shown.component && (
                  <ProFormText
                    name="component"
                    label={t('menu.component')}
                    colProps={half}
                    tooltip={t('menu.componentHint')}
                    placeholder={type === 0 ? 'RouteView' : 'system/UserList'}
                    rules={[
                      ...(type === 1 ? required(t('menu.component')) : []),
                      ...textRules(t, t('menu.component'), { max: 255 }),
                    ]}
                  />
                )}
                {shown.redirect && (
                  <ProFormText
                    name="redirect"
                    label={t('menu.redirect')}
                    colProps={half}
                    rules={textRules(t, t('menu.redirect'), { max: 255 })}
                  />
                )}
                {shown.link && (
                  <ProFormText
                    name="link"
                    label={t('menu.link')}
                    colProps={half}
                    placeholder="https://"
                    rules={[
                      ...required(t('menu.link')),
                      { pattern: HTTP_LINK, message: t('menu.linkRule') },
                      ...textRules(t, t('menu.link'), { max: 1000 }),
                    ]}
                  />
                )}
                {shown.permission && (
                  <ProFormSelect
                    name="permission"
                    label={t('menu.permission')}
                    colProps={half}
                    tooltip={t('menu.permissionHint')}
                    rules={required(t('menu.permission'))}
                    showSearch
                    fieldProps={{ options: PERMISSION_OPTIONS }}
                  />
                )}
                {shown.icon && (
                  <ProFormSelect
                    name="icon"
                    label={t('menu.icon')}
                    colProps={half}
                    placeholder={t('menu.iconPlaceholder')}
                    showSearch
                    fieldProps={{ options: MENU_ICON_OPTIONS, optionFilterProp: 'value', allowClear: true }}
                  />
                )}
              </ProForm.Group>
              <ProForm.Group colProps={{ span: 24 }} rowProps={{ gutter: 16 }}>
                <ProFormDigit
                  name="sort"
                  label={t('common.sort')}
                  colProps={quarter}
                  min={0}
                  max={100_000}
                  fieldProps={{ precision: 0 }}
                  rules={required(t('common.sort'))}
                />
                {shown.visible && (
                  <ProFormSwitch name="visible" label={t('menu.visible')} colProps={quarter} />
                )}
                {type !== 2 && (
                  <ProFormSwitch name="hideChildren" label={t('menu.hideChildren')} colProps={quarter} />
                )}
                <ProFormRadio.Group
                  name="status"
                  label={t('common.status')}
                  colProps={quarter}
                  options={[
                    { value: 0, label: t('common.enabled') },
                    { value: 1, label: t('common.disabled') },
                  ]}
                />
              </ProForm.Group>
            </>
          );
        }}
      </ProFormDependency>
    </ModalForm>
  );
}
