/** How long the browser keeps a saved file's address: long enough for any browser to start the download. */
const keepAddressMs = 60_000

/**
 * Saves text the console fetched (with the staff member's token, which a plain link could not
 * send) as a file, the way a download link would: a Blob, its object address and an `<a download>`.
 */
export const saveTextFile = (text: string, fileName: string, type: string): void => {
  const address = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement("a")
  link.href = address
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(address), keepAddressMs)
}
