import { useId, useState } from "react"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./PictureField.css.ts"
import english from "./PictureField.en.json"

/** The picture types the server accepts; the file chooser offers only these. */
const acceptedTypes = "image/png,image/jpeg,image/gif,image/webp"

export interface PictureFieldProps {
  /** The control's label, shown with it. */
  readonly label: string
  /** The control's name in the form. */
  readonly name: string
  /** The picture's address: on this site (`/media/uploads/…`) or on the web. */
  readonly value: string
  /** Called with the new value each time it changes. */
  readonly onChange: (address: string) => void
  /**
   * Stores a chosen file and answers its address, or null when it was refused (the container has
   * already said why).
   */
  readonly onUpload: (file: File) => Promise<string | null>
  readonly errorMessage?: string | undefined
}

/**
 * A picture of the site: its address, typed or filled in by uploading a file (PNG, JPEG, GIF or
 * WebP up to 2 MB), with a preview of what players will see.
 */
export const PictureField = ({ label, name, value, onChange, onUpload, errorMessage }: PictureFieldProps) => {
  const t = useMessages(english)
  const fileId = useId()
  const [isUploading, setUploading] = useState(false)
  const upload = async (file: File | undefined) => {
    if (file === undefined) return
    setUploading(true)
    try {
      const address = await onUpload(file)
      if (address !== null) onChange(address)
    } finally {
      setUploading(false)
    }
  }
  return (
    <div className={styles.root}>
      <TextField
        label={label}
        name={name}
        value={value}
        maxLength={500}
        description={t("PictureField.description")}
        errorMessage={errorMessage}
        onChange={onChange}
      />
      <div className={styles.upload}>
        <label htmlFor={fileId} className={styles.uploadLabel}>
          {t("PictureField.upload")}
        </label>
        <input
          id={fileId}
          type="file"
          accept={acceptedTypes}
          className={styles.fileInput}
          disabled={isUploading}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
        {isUploading && (
          <span role="status" className={styles.status}>
            {t("PictureField.uploading")}
          </span>
        )}
      </div>
      {value.trim() !== "" && (
        <figure className={styles.preview}>
          <img className={styles.previewImage} src={value} alt="" />
          <figcaption className={styles.status}>{t("PictureField.preview")}</figcaption>
        </figure>
      )}
    </div>
  )
}
