/**
 * table layout: trs/tds with colspan and rowspan; a cell merged away (colspan 0 or rowspan 0) keeps
 * its slot in the JSON but is not drawn. `customStyle` is the table's style attribute.
 */
import type { Control, TableOptions, TableRow } from '@siteguard/form-engine';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';
import { parseDeclarations } from '../runtime/scopeCss';
import { optionsOf } from './util';

function TableControl({ control, renderList }: StaticAdapterProps) {
  const o = optionsOf<TableOptions>(control);
  const rows = (Array.isArray(control.trs) ? control.trs : []) as TableRow[];
  const className = [
    'sg-table',
    o.bordered ? 'sg-bordered' : '',
    o.bright ? 'sg-bright' : '',
    o.small ? 'sg-small' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = { width: o.width || '100%', marginBottom: 16, ...parseDeclarations(o.customStyle ?? '') };
  return (
    <table className={className} style={style}>
      <tbody>
        {rows.map((tr, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
          <tr key={i}>
            {(Array.isArray(tr.tds) ? tr.tds : []).map((td, j) =>
              td.colspan === 0 || td.rowspan === 0 ? null : (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <td key={j} colSpan={td.colspan} rowSpan={td.rowspan} data-table-cell={`${i}:${j}`}>
                  {renderList(Array.isArray(td.list) ? (td.list as Control[]) : [])}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const tableAdapter: StaticAdapter = { kind: 'static', Component: TableControl, bare: true };
