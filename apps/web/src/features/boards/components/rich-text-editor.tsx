import { Box, Button, Group } from '@mantine/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The id of the element that labels the editor (a visible label). */
  labelledBy: string;
}

/**
 * The section editor (Tiptap). Loaded only through React.lazy from section-form.tsx, so Tiptap and
 * ProseMirror never reach the home route. The server sanitises whatever HTML it produces.
 */
export function RichTextEditor({ value, onChange, labelledBy }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'mb-rich-text',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
    }),
  });
  if (!editor) return null;
  const tools = [
    {
      key: 'bold',
      label: t('boards.editor.bold'),
      text: 'B',
      active: state?.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('boards.editor.italic'),
      text: 'I',
      active: state?.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('boards.editor.heading'),
      text: 'H2',
      active: state?.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('boards.editor.subheading'),
      text: 'H3',
      active: state?.h3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: t('boards.editor.bulletList'),
      text: '•',
      active: state?.bullet,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('boards.editor.orderedList'),
      text: '1.',
      active: state?.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: t('boards.editor.quote'),
      text: '“',
      active: state?.quote,
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
  ];
  return (
    <Box style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 8 }}>
      <Group
        gap={4}
        p={6}
        role="toolbar"
        aria-label={t('boards.editor.toolbar')}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {tools.map((tool) => (
          <Button
            key={tool.key}
            size="compact-sm"
            variant={tool.active ? 'filled' : 'subtle'}
            color={tool.active ? 'teal.9' : 'gray.8'}
            aria-label={tool.label}
            aria-pressed={!!tool.active}
            title={tool.label}
            onClick={tool.run}
            fw={tool.key === 'bold' ? 800 : 600}
            fs={tool.key === 'italic' ? 'italic' : undefined}
          >
            {tool.text}
          </Button>
        ))}
      </Group>
      <Box p="sm" mih={160}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

export default RichTextEditor;
