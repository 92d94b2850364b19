/**
 * Copies `text` to the clipboard; when the Clipboard API is missing or refused (an insecure origin,
 * an old browser), selects the text in `input` and uses the legacy copy command. Resolves whether it
 * was copied; the text stays selected either way, so the person can copy it by hand.
 */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  input?.focus();
  input?.select();
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection.
  }
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
