import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { editorMessages as t } from './messages.ts';
import { LinkForm } from './link-form.tsx';
import './rich-text-editor.css';

type Props = {
  label: string;
  /** The toolbar's name, after what is written ("Formatação da descrição"). */
  toolbarLabel: string;
  hint?: string;
  error?: string;
  /** HTML: what the API stores (and sanitises by the content pages' rules). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
};

/**
 * Only what a product description or a content page needs (headings, lists, bold, links):
 * everything else the kit brings is off, so what the seller writes is what the storefront's
 * sanitiser keeps.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
];

/** The empty document's HTML is "<p></p>": the field is then empty, not a paragraph. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The office's one small rich-text editor (Tiptap on ProseMirror) — product descriptions and
 * content pages, both cleaned by the API with the same rules — loaded only by the forms that
 * use it (lazily: it is most of their JavaScript). A labelled multi-line textbox with a toolbar of toggle buttons whose pressed
 * state follows the caret; Ctrl+B and the lists' Markdown shortcuts work as in any editor.
 */
export default function RichTextEditor({
  label,
  toolbarLabel,
  hint,
  error,
  value,
  onChange,
  onBlur,
}: Props) {
  const id = useId();
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        id: `${id}-input`,
        class: 'rich-text-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(hint || error
          ? {
              'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`]
                .filter(Boolean)
                .join(' '),
            }
          : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons = [
    { label: t.heading, pressed: active.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    {
      label: t.subheading,
      pressed: active.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: t.bold, pressed: active.bold, run: () => chain().toggleBold().run() },
    { label: t.bulletList, pressed: active.bullet, run: () => chain().toggleBulletList().run() },
    { label: t.orderedList, pressed: active.ordered, run: () => chain().toggleOrderedList().run() },
  ];

  return (
    <div className="vt-field rich-text-editor" data-invalid={error ? true : undefined}>
      <span className="vt-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div
        role="toolbar"
        aria-label={toolbarLabel}
        aria-controls={`${id}-input`}
        className="rich-text-editor__toolbar"
      >
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className="rich-text-editor__tool"
            aria-pressed={button.pressed}
            // A click leaves the focus and the selection in the text: tiptap's focus() comes
            // back only on the next animation frame, and a key typed before it was lost.
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            {button.label}
          </button>
        ))}
        <button
          type="button"
          className="rich-text-editor__tool"
          aria-pressed={active.link}
          aria-expanded={linking}
          onClick={() => setLinking((open) => !open)}
        >
          {t.link}
        </button>
      </div>
      {linking ? (
        <LinkForm
          initial={active.href}
          onApply={(href) => {
            setLinking(false);
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent
        editor={editor}
        className="rich-text-editor__frame"
        // A browser scrolls an editable box only as far as its caret: the box itself, reached
        // with Tab, is brought whole into sight above the form's sticky bar (office.css).
        onFocus={(event) => event.target.scrollIntoView?.({ block: 'nearest' })}
      />
      {hint ? (
        <p className="vt-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="vt-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
