import type { Control, TableOptions, TableRow } from '@siteguard/form-engine';
import type { MouseEvent } from 'react';
import { optionsOf } from '../../../controls/util';
import { parseDeclarations } from '../../../runtime/scopeCss';
import { useCanvas } from '../CanvasContext';
import { DropZone } from '../DropZone';
import { childZone } from '../zones';

/**
 * table: every drawn cell is a drop zone; a right-click opens the table menu (add row or column,
 * merge, split). Covered cells (a span of 0) keep their slot in the JSON but are not drawn.
 */
export function DesignTable({ control }: { control: Control }) {
  const { openTableMenu } = useCanvas();
  const o = optionsOf<TableOptions>(control);
  const rows = (Array.isArray(control.trs) ? control.trs : []) as TableRow[];
  const className = [
    'sg-table',
    'sgd-table',
    o.bordered ? 'sg-bordered' : '',
    o.bright ? 'sg-bright' : '',
    o.small ? 'sg-small' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = { width: o.width || '100%', ...parseDeclarations(o.customStyle ?? '') };
  const onMenu = (row: number, col: number) => (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    openTableMenu({ tableKey: control.key, row, col, x: event.clientX, y: event.clientY });
  };
  return (
    <table className={className} style={style}>
      <tbody>
        {rows.map((tr, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
          <tr key={i}>
            {(Array.isArray(tr.tds) ? tr.tds : []).map((td, j) =>
              td.colspan === 0 || td.rowspan === 0 ? null : (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  key={j}
                  colSpan={td.colspan}
                  rowSpan={td.rowspan}
                  data-table-cell={`${i}:${j}`}
                  onContextMenu={onMenu(i, j)}
                >
                  <DropZone
                    zone={childZone(control.key, { kind: 'cell', row: i, col: j })}
                    list={Array.isArray(td.list) ? (td.list as Control[]) : []}
                  />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
