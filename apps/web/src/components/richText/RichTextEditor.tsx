import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Form, Input, Popover, Space, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkTarget } from './linkTarget';
import styles from './richText.module.css';
import { sanitizeHtml } from './sanitizeHtml';

export interface RichTextEditorProps {
  /** HTML; '' for nothing written. */
  value?: string;
  onChange?: (html: string) => void;
  /** Set by Form.Item, so the label points at the editable area. */
  id?: string;
  /** The field's name for assistive technology (a form label does not name a contenteditable). */
  ariaLabel?: string;
  height?: number;
  disabled?: boolean;
}

/** Only what the toolbar offers: whatever else is pasted in is dropped by the schema. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

/**
 * A rich-text field for antd forms (TipTap over ProseMirror). It hands out sanitised HTML and '' when
 * empty, so a required rule works as on any input; the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+Z) work.
 */
export function RichTextEditor({
  value = '',
  onChange,
  id,
  ariaLabel,
  height = 240,
  disabled = false,
}: RichTextEditorProps) {
  const { status } = Form.Item.useStatus();
  // The last HTML this editor emitted: the form echoing it back must not reset the cursor.
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions,
    content: sanitizeHtml(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : sanitizeHtml(current.getHTML());
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value set from outside (the form's reset, an edit loading) replaces the content.
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div className={status === 'error' ? `${styles.editor} ${styles.error}` : styles.editor}>
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent
        editor={editor}
        className={`${styles.content} ${styles.html}`}
        style={{ height }}
        onClick={() => editor?.commands.focus()}
      />
    </div>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor | null; disabled: boolean }) {
  const { t } = useTranslation('components');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const tool = (label: string, icon: ReactNode, active: boolean, run: () => void, enabled = true) => (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        disabled={disabled || !editor || !enabled}
        onClick={run}
      />
    </Tooltip>
  );

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('richText.toolbar')}>
      {tool(t('richText.bold'), <BoldOutlined />, state?.bold ?? false, () => chain()?.toggleBold().run())}
      {tool(t('richText.italic'), <ItalicOutlined />, state?.italic ?? false, () =>
        chain()?.toggleItalic().run(),
      )}
      {tool(t('richText.underline'), <UnderlineOutlined />, state?.underline ?? false, () =>
        chain()?.toggleUnderline().run(),
      )}
      {tool(t('richText.strike'), <StrikethroughOutlined />, state?.strike ?? false, () =>
        chain()?.toggleStrike().run(),
      )}
      {tool(t('richText.heading'), <strong>H</strong>, state?.heading ?? false, () =>
        chain()?.toggleHeading({ level: 3 }).run(),
      )}
      <span className={styles.divider} />
      {tool(t('richText.bulletList'), <UnorderedListOutlined />, state?.bulletList ?? false, () =>
        chain()?.toggleBulletList().run(),
      )}
      {tool(t('richText.orderedList'), <OrderedListOutlined />, state?.orderedList ?? false, () =>
        chain()?.toggleOrderedList().run(),
      )}
      <LinkTool editor={editor} active={state?.link ?? false} disabled={disabled} />
      <span className={styles.divider} />
      {tool(t('richText.undo'), <UndoOutlined />, false, () => chain()?.undo().run(), state?.canUndo)}
      {tool(t('richText.redo'), <RedoOutlined />, false, () => chain()?.redo().run(), state?.canRedo)}
    </div>
  );
}

/** Adds, changes or removes the link on the selection; the address is checked by linkTarget. */
function LinkTool({
  editor,
  active,
  disabled,
}: {
  editor: Editor | null;
  active: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('components');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const show = (next: boolean) => {
    if (next) {
      setText(String(editor?.getAttributes('link').href ?? ''));
      setInvalid(false);
    }
    setOpen(next);
  };
  const apply = () => {
    const target = linkTarget(text);
    if (!target) {
      setInvalid(true);
      return;
    }
    editor?.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    setOpen(false);
  };
  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  const content = (
    <Space direction="vertical" size={4} style={{ width: 280 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          autoFocus
          value={text}
          placeholder={t('richText.linkPlaceholder')}
          aria-label={t('richText.link')}
          status={invalid ? 'error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          onPressEnter={apply}
        />
        <Button type="primary" onClick={apply}>
          {t('richText.linkApply')}
        </Button>
      </Space.Compact>
      {invalid && <Typography.Text type="danger">{t('richText.linkInvalid')}</Typography.Text>}
      {active && (
        <Button size="small" type="link" danger onClick={remove} style={{ padding: 0 }}>
          {t('richText.unlink')}
        </Button>
      )}
    </Space>
  );

  return (
    <Popover open={open} onOpenChange={show} trigger="click" content={content} placement="bottom">
      <Tooltip title={t('richText.link')} mouseEnterDelay={0.4}>
        <Button
          size="small"
          type={active ? 'primary' : 'text'}
          aria-label={t('richText.link')}
          aria-pressed={active}
          icon={<LinkOutlined />}
          disabled={disabled || !editor}
        />
      </Tooltip>
    </Popover>
  );
}
