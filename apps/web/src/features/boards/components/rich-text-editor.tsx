import { Box, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
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
      code: e?.isActive('code') ?? false,
      codeBlock: e?.isActive('codeBlock') ?? false,
      link: e?.isActive('link') ?? false,
      href: (e?.getAttributes('link').href as string | undefined) ?? '',
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
    {
      key: 'code',
      label: t('boards.editor.code'),
      text: '</>',
      active: state?.code,
      run: () => editor.chain().focus().toggleCode().run(),
    },
    {
      key: 'codeBlock',
      label: t('boards.editor.codeBlock'),
      text: '{ }',
      active: state?.codeBlock,
      run: () => editor.chain().focus().toggleCodeBlock().run(),
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
            // The editor keeps its focus and selection: the next key typed lands where it was
            // (a toolbar click used to swallow the first character).
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
            fw={tool.key === 'bold' ? 800 : 600}
            fs={tool.key === 'italic' ? 'italic' : undefined}
          >
            {tool.text}
          </Button>
        ))}
        <LinkTool
          active={!!state?.link}
          href={state?.href ?? ''}
          onApply={(href) =>
            href
              ? editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
              : editor.chain().focus().extendMarkRange('link').unsetLink().run()
          }
        />
      </Group>
      <Box p="sm" mih={160}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

/** Web, e-mail and relative links only: the server's sanitiser drops anything else anyway. */
export function safeHref(input: string): string | null {
  const value = input.trim();
  if (!value) return '';
  if (/^(https?:\/\/|mailto:|\/)/i.test(value)) return value;
  if (/^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(value)) return `https://${value}`;
  return null;
}

/** The link tool: a small form under the button for the address of the selected text. */
function LinkTool({
  active,
  href,
  onApply,
}: {
  active: boolean;
  href: string;
  onApply: (href: string) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = (next: string) => {
    const safe = safeHref(next);
    if (safe === null) {
      setError(t('boards.editor.linkInvalid'));
      return;
    }
    onApply(safe);
    setOpened(false);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      position="bottom-start"
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button
          size="compact-sm"
          variant={active ? 'filled' : 'subtle'}
          color={active ? 'teal.9' : 'gray.8'}
          aria-label={t('boards.editor.link')}
          aria-pressed={active}
          title={t('boards.editor.link')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setValue(href);
            setError(null);
            setOpened((o) => !o);
          }}
          fw={600}
        >
          🔗
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply(value);
          }}
        >
          <Stack gap="xs" w={260}>
            <TextInput
              label={t('boards.editor.linkUrl')}
              placeholder="https://"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Group gap="xs" justify="flex-end">
              {active ? (
                <Button size="compact-sm" variant="default" onClick={() => apply('')}>
                  {t('boards.editor.linkRemove')}
                </Button>
              ) : null}
              <Button size="compact-sm" type="submit" color="teal.9">
                {t('boards.editor.linkApply')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

export default RichTextEditor;
