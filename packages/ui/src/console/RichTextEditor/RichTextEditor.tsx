import { isPictureAddress } from "@gatehouse/domain"
import { type ChainedCommands, type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react"
import { useEffect, useId, useState } from "react"
import { Button as AriaButton, ToggleButton, Toolbar } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { InsertPanel } from "./InsertPanel.tsx"
import * as styles from "./RichTextEditor.css.ts"
import english from "./RichTextEditor.en.json"
import { richTextExtensions } from "./richTextExtensions.ts"

export interface RichTextEditorProps {
  /** The field's label, shown above it and naming the writing area. */
  readonly label: string
  /** The HTML the editor starts with; later changes come back through `onChange`. */
  readonly value: string
  /** Called with the whole text as HTML after every change. */
  readonly onChange: (html: string) => void
  /** A line under the editor saying what to write. */
  readonly description?: string | undefined
  /** A message about the text, shown under the editor; the area is marked as wrong while it shows. */
  readonly errorMessage?: string | undefined
  /** Greys the editor out while its form is being saved. */
  readonly isDisabled?: boolean
}

/** The addresses a link may lead to: web pages, e-mail, and pages of this site. */
export const isLinkAddress = (address: string): boolean =>
  /^(https?:\/\/[^\s/]+|mailto:[^\s]+|\/(?!\/))\S*$/i.test(address)

export const richTextMessages = {
  linkAddress: "A link must start with https://, http://, mailto: or /.",
  pictureAddress: "A picture's address must start with https://, http:// or /.",
  pictureDescription: "Describe the picture for players who cannot see it.",
} as const

type Insert = "closed" | "link" | "picture"

/** Which formatting the cursor stands in, read again after every change of the editor. */
const formattingOf = (editor: Editor | null) => ({
  bold: editor?.isActive("bold") ?? false,
  italic: editor?.isActive("italic") ?? false,
  heading: editor?.isActive("heading", { level: 2 }) ?? false,
  bulletList: editor?.isActive("bulletList") ?? false,
  orderedList: editor?.isActive("orderedList") ?? false,
  link: (editor?.getAttributes("link").href as string | undefined) ?? null,
})

/** The formatting the toolbar toggles, in its order: each button's name and the command it runs. */
const formatTools: ReadonlyArray<{
  readonly format: "bold" | "italic" | "heading" | "bulletList" | "orderedList"
  readonly name: keyof typeof english
  readonly toggle: (chain: ChainedCommands) => ChainedCommands
}> = [
  { format: "bold", name: "RichTextEditor.bold", toggle: (chain) => chain.toggleBold() },
  { format: "italic", name: "RichTextEditor.italic", toggle: (chain) => chain.toggleItalic() },
  { format: "heading", name: "RichTextEditor.heading", toggle: (chain) => chain.toggleHeading({ level: 2 }) },
  { format: "bulletList", name: "RichTextEditor.bulletList", toggle: (chain) => chain.toggleBulletList() },
  { format: "orderedList", name: "RichTextEditor.orderedList", toggle: (chain) => chain.toggleOrderedList() },
]

/** The toolbar's buttons that open an insert panel under it, in order. */
const insertTools = [
  { insert: "link", name: "RichTextEditor.link" },
  { insert: "picture", name: "RichTextEditor.picture" },
] as const

/**
 * Rich text for news, events and guides (TipTap): paragraphs, bold, italic, headings, bulleted and
 * numbered lists, links and pictures by address. Every tool is a labelled button of one toolbar
 * (arrow keys move between them) and has the usual shortcut (Ctrl+B, Ctrl+I…) in the text. It
 * writes HTML that the server sanitises when it stores it; this editor is no guard by itself. It
 * also holds every other element a stored body may contain (tables, sections…), so nothing an article
 * had is lost when staff open it and save.
 */
export const RichTextEditor = ({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isDisabled = false,
}: RichTextEditorProps) => {
  const t = useMessages(english)
  const id = useId()
  const labelId = `${id}-label`
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const isInvalid = errorMessage !== undefined
  const describedBy = [description !== undefined && descriptionId, isInvalid && errorId]
    .filter(Boolean)
    .join(" ")

  const editor = useEditor({
    // Mounted after the first paint, so a page rendered on the server matches the browser's first render.
    immediatelyRender: false,
    // TipTap would add its base styles as a <style> element, which the portal's Content-Security-Policy
    // refuses; the same rules come with this component's stylesheet instead.
    injectCSS: false,
    editable: !isDisabled,
    content: value,
    extensions: richTextExtensions,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy === "" ? {} : { "aria-describedby": describedBy }),
        ...(isInvalid ? { "aria-invalid": "true" } : {}),
      },
    },
    // The options are applied again on every render, so a refused save's error reaches the writing area.
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  })
  const formatting = useEditorState({ editor, selector: ({ editor: current }) => formattingOf(current) })

  useEffect(() => {
    // Without an update event: locking the editor while a form saves changes nothing in the text.
    if (editor !== null && editor.isEditable === isDisabled) editor.setEditable(!isDisabled, false)
  }, [editor, isDisabled])
  const [insert, setInsert] = useState<Insert>("closed")
  const [address, setAddress] = useState("")
  const [altText, setAltText] = useState("")
  const [insertError, setInsertError] = useState<{ address?: string; alt?: string }>({})

  const open = (kind: Insert) => {
    setInsert(insert === kind ? "closed" : kind)
    setAddress(kind === "link" ? (formatting?.link ?? "") : "")
    setAltText("")
    setInsertError({})
  }
  const close = () => {
    setInsert("closed")
    editor?.commands.focus()
  }
  const applyLink = () => {
    const href = address.trim()
    if (href === "") {
      editor?.chain().focus().extendMarkRange("link").unsetLink().run()
      return close()
    }
    if (!isLinkAddress(href)) return setInsertError({ address: t("RichTextEditor.linkAddressError") })
    const chain = editor?.chain().focus().extendMarkRange("link")
    // With nothing selected, the address itself becomes the link's text.
    if (editor?.state.selection.empty && !formatting?.link) {
      chain?.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run()
    } else {
      chain?.setLink({ href }).run()
    }
    setInsert("closed")
  }
  const removeLink = () => {
    editor?.chain().focus().extendMarkRange("link").unsetLink().run()
    setInsert("closed")
  }
  const applyPicture = () => {
    const src = address.trim()
    const alt = altText.trim()
    const errors = {
      ...(isPictureAddress(src) ? {} : { address: t("RichTextEditor.pictureAddressError") }),
      ...(alt === "" ? { alt: t("RichTextEditor.pictureDescriptionError") } : {}),
    }
    if (Object.keys(errors).length > 0) return setInsertError(errors)
    editor?.chain().focus().setImage({ src, alt }).run()
    setInsert("closed")
  }

  const chain = () => editor?.chain().focus()
  const unavailable = isDisabled || editor === null

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={isInvalid} data-disabled={isDisabled}>
        <Toolbar aria-label={t("RichTextEditor.formatting", { label })} className={styles.toolbar}>
          {formatTools.map((tool) => (
            <ToggleButton
              key={tool.format}
              className={styles.tool}
              isSelected={formatting?.[tool.format] ?? false}
              isDisabled={unavailable}
              onChange={() => {
                const commands = chain()
                if (commands !== undefined) tool.toggle(commands).run()
              }}
            >
              {t(tool.name)}
            </ToggleButton>
          ))}
          {insertTools.map((tool) => (
            <AriaButton
              key={tool.insert}
              className={styles.tool}
              isDisabled={unavailable}
              aria-expanded={insert === tool.insert}
              aria-controls={insert === tool.insert ? `${id}-insert` : undefined}
              onPress={() => open(tool.insert)}
            >
              {t(tool.name)}
            </AriaButton>
          ))}
        </Toolbar>
        {insert === "link" && (
          <InsertPanel
            id={`${id}-insert`}
            legend={t("RichTextEditor.addLink")}
            applyLabel={t("RichTextEditor.applyLink")}
            onApply={applyLink}
            onClose={close}
            otherAction={
              formatting?.link ? (
                <Button tone="secondary" onPress={removeLink}>
                  {t("RichTextEditor.removeLink")}
                </Button>
              ) : null
            }
          >
            <TextField
              label={t("RichTextEditor.linkAddress")}
              name="linkAddress"
              value={address}
              onChange={setAddress}
              autoFocus
              description={t("RichTextEditor.linkAddressDescription")}
              errorMessage={insertError.address}
            />
          </InsertPanel>
        )}
        {insert === "picture" && (
          <InsertPanel
            id={`${id}-insert`}
            legend={t("RichTextEditor.addPicture")}
            applyLabel={t("RichTextEditor.insertPicture")}
            onApply={applyPicture}
            onClose={close}
          >
            <TextField
              label={t("RichTextEditor.pictureAddress")}
              name="pictureAddress"
              value={address}
              onChange={setAddress}
              autoFocus
              description={t("RichTextEditor.pictureAddressDescription")}
              errorMessage={insertError.address}
            />
            <TextField
              label={t("RichTextEditor.pictureDescription")}
              name="pictureDescription"
              value={altText}
              onChange={setAltText}
              maxLength={200}
              errorMessage={insertError.alt}
            />
          </InsertPanel>
        )}
        <EditorContent editor={editor} className={styles.content} />
      </div>
      {description !== undefined && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {isInvalid && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  )
}
