/**
 * batch (dynamic table): one row per item, one column per visible inner field. It subscribes to its
 * row keys only; each cell subscribes to its own value, so typing in a cell redraws that cell.
 * minLimit seeds rows and hides delete at that count (decisions.md: not a validation rule).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { BatchOptions, Control } from '@siteguard/form-engine';
import type { TableColumnsType } from 'antd';
import { Button, Table } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { useRowKeys } from '../runtime/hooks';
import { optionsOf } from './util';

interface RowRecord {
  key: string;
  index: number;
}

/** Re-reads when any inner model is hidden or shown, so columns follow hide/show. */
function useVisibleFields(control: Control, env: FieldAdapterProps['env']): Control[] {
  const list = Array.isArray(control.list) ? (control.list as Control[]) : [];
  const { store } = env;
  const models = list.map((c) => c.model).filter((m): m is string => typeof m === 'string');
  const signature = useSyncExternalStore(
    (listener) => {
      const offs = models.map((m) => store.subscribeMeta(m, listener));
      return () => {
        for (const off of offs) off();
      };
    },
    () => models.map((m) => (store.isHidden(m) ? '1' : '0')).join(''),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: signature encodes the hidden set
  return useMemo(
    () =>
      list.filter(
        (c) => !(typeof c.model === 'string' ? store.isHidden(c.model) : c.options.hidden === true),
      ),
    [list, signature, store],
  );
}

function BatchControl({ control, path, disabled, env, renderField }: FieldAdapterProps) {
  const o = optionsOf<BatchOptions>(control);
  const keys = useRowKeys(path);
  const fields = useVisibleFields(control, env);
  const { store, texts } = env;
  const min = typeof o.minLimit === 'number' ? o.minLimit : 0;

  const columns = useMemo<TableColumnsType<RowRecord>>(() => {
    const cols: TableColumnsType<RowRecord> = [];
    if (!o.hideSequence) {
      cols.push({
        title: texts.sequence,
        key: '#',
        width: 60,
        align: 'center',
        render: (_, row) => row.index + 1,
      });
    }
    for (const field of fields) {
      cols.push({
        title: field.label,
        key: field.key,
        render: (_, row) => renderField(field, `${path}[${row.index}]`, { label: false }),
      });
    }
    if (!disabled) {
      cols.push({
        title: texts.actions,
        key: '$actions',
        width: 80,
        align: 'center',
        render: (_, row) =>
          keys.length > min ? (
            <Button
              type="text"
              danger
              size="small"
              aria-label={texts.removeRow}
              icon={<DeleteOutlined />}
              onClick={() => store.removeRow(path, row.index)}
            />
          ) : null,
      });
    }
    return cols;
  }, [fields, o.hideSequence, disabled, texts, keys.length, min, path, renderField, store]);

  const data = useMemo(() => keys.map((key, index) => ({ key, index })), [keys]);
  const scrollY = typeof o.scrollY === 'number' && o.scrollY > 0 ? o.scrollY : undefined;
  return (
    <div style={{ width: typeof o.width === 'string' ? o.width : undefined }} data-batch={path}>
      <Table<RowRecord>
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={data}
        scroll={scrollY ? { y: scrollY, x: 'max-content' } : { x: 'max-content' }}
      />
      {disabled ? null : (
        <Button
          className="sg-batch-add"
          type="dashed"
          block
          icon={<PlusOutlined />}
          onClick={() => store.addRow(path)}
        >
          {texts.addRow}
        </Button>
      )}
    </div>
  );
}

export const batchAdapter: FieldAdapter = {
  kind: 'field',
  Component: BatchControl,
  ownsValue: true,
  wide: true,
};
