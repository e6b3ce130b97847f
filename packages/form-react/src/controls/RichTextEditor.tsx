/**
 * The rich-text editor behind the `editor` control: TipTap 3 (MIT; React 17-19 peer range, a
 * maintained ProseMirror wrapper). Every HTML it hands out goes through DOMPurify first, and so does
 * every HTML it is given. Pictures are inserted as data URLs, at most 5 per pick (the original).
 * `height` is the writing area's (padding included; the toolbar sits above it).
 */
import { PictureOutlined } from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Tooltip } from 'antd';
import DOMPurify from 'dompurify';
import type { ChangeEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import type { RuntimeTexts } from '../runtime/locale';
import { fill } from '../runtime/locale';

export const EDITOR_IMAGES_PER_PICK = 5;

interface Props {
  id: string;
  html: string;
  onChange: (html: string) => void;
  height: number;
  disabled: boolean;
  placeholder?: string;
  texts: Readonly<RuntimeTexts>;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export default function RichTextEditor({ id, html, onChange, height, disabled, texts }: Props) {
  const { message } = App.useApp();
  const emitted = useRef(html);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [StarterKit, Image.configure({ allowBase64: true })],
    content: DOMPurify.sanitize(html),
    editable: !disabled,
    onUpdate: ({ editor: e }) => {
      const clean = e.isEmpty ? '' : DOMPurify.sanitize(e.getHTML());
      // Only real edits: an update that changes nothing must not mark the field as edited (and
      // show its required message before the user typed).
      if (clean === emitted.current) return;
      emitted.current = clean;
      onChangeRef.current(clean);
    },
  });

  // A value from setData or reset replaces the content; our own echoes do not.
  useEffect(() => {
    if (editor && html !== emitted.current) {
      emitted.current = html;
      editor.commands.setContent(DOMPurify.sanitize(html), { emitUpdate: false });
    }
  }, [editor, html]);
  useEffect(() => {
    // false: switching editable is no edit (TipTap would report an update)
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const fileInput = useRef<HTMLInputElement>(null);
  const insertImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].filter((f) => f.type.startsWith('image/'));
    event.target.value = '';
    if (files.length > EDITOR_IMAGES_PER_PICK) {
      void message.warning(fill(texts.editorImageLimit, { limit: EDITOR_IMAGES_PER_PICK }));
    }
    const urls = await Promise.all(files.slice(0, EDITOR_IMAGES_PER_PICK).map(readAsDataUrl));
    // One insertion of every picture: setImage once per picture would replace the picture just
    // inserted (it is left selected), keeping only the last one.
    editor
      ?.chain()
      .focus()
      .insertContent(urls.map((src) => ({ type: 'image', attrs: { src } })))
      .run();
  };

  const tool = (label: string, text: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        disabled={disabled}
        onClick={run}
      >
        {text}
      </Button>
    </Tooltip>
  );

  return (
    <div className="sg-editor" id={id}>
      <div className="sg-editor-toolbar">
        {tool(texts.editorBold, 'B', editor?.isActive('bold') ?? false, () =>
          editor?.chain().focus().toggleBold().run(),
        )}
        {tool(texts.editorItalic, 'I', editor?.isActive('italic') ?? false, () =>
          editor?.chain().focus().toggleItalic().run(),
        )}
        {tool(texts.editorHeading, 'H', editor?.isActive('heading') ?? false, () =>
          editor?.chain().focus().toggleHeading({ level: 3 }).run(),
        )}
        {tool(texts.editorBulletList, '•', editor?.isActive('bulletList') ?? false, () =>
          editor?.chain().focus().toggleBulletList().run(),
        )}
        {tool(texts.editorOrderedList, '1.', editor?.isActive('orderedList') ?? false, () =>
          editor?.chain().focus().toggleOrderedList().run(),
        )}
        {tool(texts.editorImage, <PictureOutlined />, false, () => fileInput.current?.click())}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          // inline: the hidden attribute loses to antd's reset, which gives inputs a display
          style={{ display: 'none' }}
          onChange={(e) => void insertImages(e)}
        />
      </div>
      <EditorContent editor={editor} className="sg-editor-content" style={{ height }} />
    </div>
  );
}
