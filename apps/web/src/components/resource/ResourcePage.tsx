import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, type ProColumns } from '@ant-design/pro-components';
import type { PermissionCode, ResourceApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { Button, Form, Space, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { DeleteLink } from '../../features/system/shared/DeleteLink';
import { submitForm } from '../../features/system/shared/submitForm';
import { useServerError } from '../../features/system/shared/useServerError';
import { Can } from '../../shell/permission';
import { downloadFile } from '../export';
import { SgTable, type TableQuery } from '../table';

type Row = Record<string, unknown> & { id: string };

export interface ResourcePageProps<R extends Row, V extends object> {
  /** The contract of the resource (contracts' defineResourceApi): page, add, edit, delete, export. */
  api: ResourceApi;
  title: ReactNode;
  /** What the add and edit dialogs are called ('Add watch', 'Edit watch'). */
  dialogTitle: (editing: R | undefined) => string;
  /** The list's columns, search-only fields included; the actions column is added here. */
  columns: ProColumns<R>[];
  /** The dialog's fields (ProForm fields) for a new row or the row being edited. */
  fields: (editing: R | undefined) => ReactNode;
  initialValues: (editing: R | undefined) => Partial<V>;
  /** The add body from the form's values; the edit body is the same with the row's id. */
  toBody: (values: V, editing: R | undefined) => object;
  /** The record's name in the delete confirmation. */
  nameOf: (row: R) => string;
  /** More per-row actions (each wrapped in <Can> by the caller). */
  rowActions?: (row: R) => ReactNode[];
  /** More toolbar buttons left of Add. */
  toolbar?: ReactNode[];
  scrollX?: number;
  dialogWidth?: number;
  /** Other queries that show these rows (a select elsewhere), refreshed with the list. */
  alsoRefresh?: readonly unknown[][];
}

const permissionOf = (endpoint: { access: object }): PermissionCode | undefined =>
  'permission' in endpoint.access
    ? (endpoint.access as { permission: PermissionCode }).permission
    : undefined;

/**
 * The one page of a tenant's list of things (the web half of registerResource): SgTable over the
 * contract's page call, an add/edit dialog from the caller's fields, a confirmed delete, and the
 * export when the contract has one, each behind the contract's own permission code.
 */
export function ResourcePage<R extends Row, V extends object>(props: ResourcePageProps<R, V>) {
  const { api } = props;
  const { t } = useTranslation('components');
  const [dialog, setDialog] = useState<{ row?: R } | null>(null);
  const key = api.page.path;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [key] }),
      ...(props.alsoRefresh ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
  const pageOptions = useMemo(
    () => (query: TableQuery<Record<string, unknown>>) =>
      queryOptions({
        queryKey: [key, query],
        queryFn: ({ signal }) => callEndpoint(api.page, { query: query as never, signal }) as Promise<never>,
      }),
    [api, key],
  );
  const remove = async (row: R) => {
    await callEndpoint(api.delete, { body: { id: row.id } });
    await refresh();
  };
  const editCode = permissionOf(api.edit);
  const deleteCode = permissionOf(api.delete);
  const columns: ProColumns<R>[] = [
    ...props.columns,
    {
      title: t('resource.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 200,
      // One line of actions: wrapped, four of them doubled every row's height (the column grows instead).
      render: (_, row) => (
        <Space size="middle">
          {editCode && (
            <Can code={editCode}>
              <Typography.Link onClick={() => setDialog({ row })}>{t('resource.edit')}</Typography.Link>
            </Can>
          )}
          {props.rowActions?.(row)}
          {deleteCode && (
            <Can code={deleteCode}>
              <DeleteLink name={props.nameOf(row)} onDelete={() => remove(row)} />
            </Can>
          )}
        </Space>
      ),
    },
  ];
  const addCode = permissionOf(api.add);
  const exportApi = api.export;
  const exportCode = exportApi ? permissionOf(exportApi) : undefined;
  return (
    <>
      <SgTable<R, Record<string, unknown>>
        headerTitle={props.title}
        rowKey={'id' as Extract<keyof R, string>}
        columns={columns}
        query={pageOptions as never}
        scrollX={props.scrollX}
        toolbar={() => [
          ...(props.toolbar ?? []),
          ...(addCode
            ? [
                <Can key="add" code={addCode}>
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                    {t('resource.add')}
                  </Button>
                </Can>,
              ]
            : []),
        ]}
        exportFile={
          exportApi && exportCode
            ? {
                permission: exportCode,
                start:
                  (filters) =>
                  ({ signal, onProgress }) =>
                    downloadFile(exportApi, filters as never, { signal, onProgress }),
              }
            : undefined
        }
      />
      {dialog && (
        <ResourceDialog<R, V>
          {...props}
          editing={dialog.row}
          onSaved={refresh}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

function ResourceDialog<R extends Row, V extends object>({
  api,
  editing,
  dialogTitle,
  fields,
  initialValues,
  toBody,
  dialogWidth,
  onSaved,
  onClose,
}: ResourcePageProps<R, V> & {
  editing: R | undefined;
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<V>();
  const report = useServerError();
  const save = async (values: V) => {
    const body = toBody(values, editing);
    if (editing) await callEndpoint(api.edit, { body: { ...body, id: editing.id } as never });
    else await callEndpoint(api.add, { body: body as never });
    await onSaved();
  };
  return (
    <ModalForm<V>
      open
      form={form}
      title={dialogTitle(editing)}
      width={dialogWidth ?? 560}
      initialValues={initialValues(editing)}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => save(values), report);
        if (ok) onClose();
        return ok;
      }}
    >
      {fields(editing)}
    </ModalForm>
  );
}
