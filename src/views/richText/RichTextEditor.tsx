// RichTextEditor — Tiptap with the formatting the news allow-list keeps (bold, italic, two heading levels,
// lists, quotes, links, images from our upload endpoint) and a toolbar of real buttons, so every action is
// reachable by keyboard (Tab to the button, or the editor's own shortcuts: Ctrl+B, Ctrl+I, ...). Lazy: the
// editor screen loads it on demand, never the first load. It owns only its typing state; the text goes out
// through onChange, and new content from outside comes with a new `key` (the machine's bodyRevision).
import { Button, Flex, Text } from '@radix-ui/themes';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { htmlToDoc } from './htmlToDoc';
import { LinkDialog } from './LinkDialog';
import { rt } from './messages';
import { handleDrop, handlePaste } from './pasteHtml';
import './richText.css';

export interface RichTextEditorProps {
  html: string;
  label: string;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (html: string) => void;
  /** A file picked for the image button; the caller uploads it and gives new content when done. */
  onImage?: (file: File) => void;
  imageStatus?: 'idle' | 'uploading' | 'failed';
}

function Toolbar({
  editor,
  onImage,
  imageStatus,
}: { editor: Editor } & Pick<RichTextEditorProps, 'onImage' | 'imageStatus'>) {
  const intl = useIntl();
  const file = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: (e.getAttributes('link').href as string | undefined) ?? null,
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (label: keyof typeof rt, pressed: boolean, run: () => void, text: string) => (
    <Button
      type="button"
      size="1"
      variant={pressed ? 'solid' : 'soft'}
      aria-pressed={pressed}
      aria-label={intl.formatMessage(rt[label])}
      title={intl.formatMessage(rt[label])}
      onClick={run}
    >
      {text}
    </Button>
  );
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={intl.formatMessage(rt.toolbar)}>
      {toggle('bold', state.bold, () => chain().toggleBold().run(), 'B')}
      {toggle('italic', state.italic, () => chain().toggleItalic().run(), 'I')}
      {toggle('heading', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {toggle('subheading', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {toggle('bulletList', state.bullet, () => chain().toggleBulletList().run(), '•')}
      {toggle('orderedList', state.ordered, () => chain().toggleOrderedList().run(), '1.')}
      {toggle('quote', state.quote, () => chain().toggleBlockquote().run(), '❝')}
      <LinkDialog
        href={state.link}
        onApply={(href) => chain().extendMarkRange('link').setLink({ href }).run()}
        onRemove={() => chain().extendMarkRange('link').unsetLink().run()}
      />
      {onImage ? (
        <>
          <Button
            type="button"
            size="1"
            variant="soft"
            disabled={imageStatus === 'uploading'}
            onClick={() => file.current?.click()}
          >
            {intl.formatMessage(rt.image)}
          </Button>
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            hidden
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              const picked = e.target.files?.[0];
              if (picked) onImage(picked);
              e.target.value = '';
            }}
          />
        </>
      ) : null}
    </div>
  );
}

export function RichTextEditor({
  html,
  label,
  placeholder,
  describedBy,
  invalid,
  onChange,
  onImage,
  imageStatus = 'idle',
}: RichTextEditorProps) {
  const intl = useIntl();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: htmlToDoc(html),
    editorProps: {
      // Before ProseMirror's own paste and drop, which would read HTML through a sink Trusted Types refuses.
      handleDOMEvents: { paste: handlePaste, drop: handleDrop },
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  return (
    <Flex direction="column" className="rich-text-editor" style={{ minWidth: 0 }}>
      {editor ? <Toolbar editor={editor} onImage={onImage} imageStatus={imageStatus} /> : null}
      <EditorContent editor={editor} className="rich-text" />
      {imageStatus === 'uploading' ? (
        <Text size="2" color="gray" role="status">
          {intl.formatMessage(rt.imageUploading)}
        </Text>
      ) : imageStatus === 'failed' ? (
        <Text size="2" color="red" role="alert">
          {intl.formatMessage(rt.imageFailed)}
        </Text>
      ) : null}
    </Flex>
  );
}
