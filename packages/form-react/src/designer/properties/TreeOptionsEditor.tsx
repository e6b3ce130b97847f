/**
 * The option tree of treeSelect and cascader: each node's value and label, children nested under
 * it (indented), add a root or a child, remove (with its children), reorder among siblings.
 */
import { PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import type { ChoiceOption } from '@siteguard/form-engine';
import { Button, Typography } from 'antd';
import { useTexts } from '../lang';
import type { TreePath } from './choiceOptions';
import {
  addChildNode,
  addRootNode,
  coerceLike,
  duplicateTreeValues,
  moveNode,
  removeNode,
  setNode,
} from './choiceOptions';
import { RowActions } from './RowActions';
import { DraftInput } from './TextField';
import { PROPERTIES_TEXTS } from './texts';

interface TreeOptionsEditorProps {
  readonly tree: readonly ChoiceOption[];
  readonly onChange: (tree: ChoiceOption[]) => void;
}

interface NodesProps extends TreeOptionsEditorProps {
  readonly nodes: readonly ChoiceOption[];
  readonly path: TreePath;
  readonly duplicates: ReadonlySet<string>;
}

function Nodes({ tree, nodes, path, duplicates, onChange }: NodesProps) {
  const t = useTexts(PROPERTIES_TEXTS).list;
  return nodes.map((node, i) => {
    const at = [...path, i];
    const name = at.map((n) => n + 1).join('.');
    const duplicate = duplicates.has(String(node.value));
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a node is its position; its value is edited in place
      <div key={i} className="sg-props-tree-node" style={{ paddingLeft: path.length * 12 }}>
        <div className="sg-props-row">
          <span className="sg-props-value">
            <DraftInput
              aria-label={`${t.value} ${name}`}
              value={String(node.value)}
              status={duplicate ? 'error' : undefined}
              title={duplicate ? t.duplicate : undefined}
              onCommit={(text) => onChange(setNode(tree, at, { value: coerceLike(node.value, text) }))}
            />
          </span>
          <DraftInput
            aria-label={`${t.label} ${name}`}
            value={node.label}
            onCommit={(text) => onChange(setNode(tree, at, { label: text }))}
          />
          <Button
            type="text"
            size="small"
            icon={<SubnodeOutlined />}
            aria-label={`${t.addChild} ${name}`}
            title={t.addChild}
            onClick={() => onChange(addChildNode(tree, at))}
          />
          <RowActions
            name={name}
            isFirst={i === 0}
            isLast={i === nodes.length - 1}
            onMove={(delta) => onChange(moveNode(tree, at, delta))}
            onRemove={() => onChange(removeNode(tree, at))}
          />
        </div>
        {node.children && node.children.length > 0 && (
          <Nodes tree={tree} nodes={node.children} path={at} duplicates={duplicates} onChange={onChange} />
        )}
      </div>
    );
  });
}

export function TreeOptionsEditor({ tree, onChange }: TreeOptionsEditorProps) {
  const t = useTexts(PROPERTIES_TEXTS).list;
  const duplicates = duplicateTreeValues(tree);
  return (
    <div className="sg-props-list" data-testid="option-tree">
      {tree.length === 0 && <Typography.Text type="secondary">{t.empty}</Typography.Text>}
      <Nodes tree={tree} nodes={tree} path={[]} duplicates={duplicates} onChange={onChange} />
      {duplicates.size > 0 && <Typography.Text type="danger">{t.duplicate}</Typography.Text>}
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange(addRootNode(tree))}
      >
        {t.add}
      </Button>
    </div>
  );
}
