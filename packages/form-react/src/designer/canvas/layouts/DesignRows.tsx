/**
 * The two row containers, batch and selectInputList: their inner fields sit side by side in a zone
 * that accepts only the core's row-child types (a refused drop turns the zone red with the reason).
 */
import type {
  BatchOptions,
  Control,
  SelectInputListColumn,
  SelectInputListOptions,
} from '@siteguard/form-engine';
import { Checkbox, Radio } from 'antd';
import { optionsOf } from '../../../controls/util';
import { DesignFormItem, Inert } from '../DesignLeaf';
import { DropZone } from '../DropZone';
import { childZone } from '../zones';

export function DesignBatch({ control }: { control: Control }) {
  const o = optionsOf<BatchOptions>(control);
  return (
    <DesignFormItem control={control} wide>
      <div className="sgd-batch" style={{ width: typeof o.width === 'string' ? o.width : undefined }}>
        {control.options.showLabel === true ? null : <div className="sgd-batch-caption">{control.label}</div>}
        <DropZone
          zone={childZone(control.key, { kind: 'list' })}
          list={Array.isArray(control.list) ? (control.list as Control[]) : []}
          axis="x"
        />
      </div>
    </DesignFormItem>
  );
}

export function DesignSelectInputList({ control }: { control: Control }) {
  const o = optionsOf<SelectInputListOptions>(control);
  const columns = (Array.isArray(control.columns) ? control.columns : []) as SelectInputListColumn[];
  const Tick = o.multiple !== false ? Checkbox : Radio;
  return (
    <DesignFormItem control={control} wide>
      <div className="sgd-sil" style={{ width: typeof o.width === 'string' ? o.width : undefined }}>
        {columns.map((column, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
          <div className="sgd-sil-row" key={i}>
            <div className="sgd-sil-check">
              <Inert>
                <Tick>{column.label}</Tick>
              </Inert>
            </div>
            <DropZone
              zone={childZone(control.key, { kind: 'column', column: i })}
              list={Array.isArray(column.list) ? (column.list as Control[]) : []}
              axis="x"
            />
          </div>
        ))}
      </div>
    </DesignFormItem>
  );
}
