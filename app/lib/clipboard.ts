/**
 * Copies text to the clipboard. Where the browser refuses (no permission, an insecure page), the
 * field showing the text is focused and selected so the person can copy it themselves.
 * Returns whether the text was copied.
 */
export async function copyOrSelect(
  text: string,
  field: HTMLInputElement | HTMLTextAreaElement | null,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.focus();
    field?.select();
    return false;
  }
}
