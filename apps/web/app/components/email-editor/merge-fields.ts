/** A body with no words and no image is empty, whatever tags the editor left. */
export const isBlankHtml = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>|&nbsp;/g, '').trim() === '';

/**
 * Merge fields in a campaign or issue body (docs/decisions/2026-11-23-campaign-editor.md): `{{name}}` or
 * `{{name|fallback}}`, replaced per recipient by the server and, in the preview, by sample data.
 */
export const MERGE_FIELDS = [
  { label: 'First name (fallback "there")', token: '{{firstName|there}}' },
  { label: 'Last name', token: '{{lastName}}' },
  { label: 'Email', token: '{{email}}' },
] as const;

export const SAMPLE_RECIPIENT: Readonly<Record<string, string>> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

const MERGE_FIELD = /\{\{\s*([A-Za-z]+)\s*(?:\|([^}]*))?\}\}/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text (a subject) as `recipient` would read it: each merge field's value, else its fallback, else nothing. */
export function fillMergeFields(text: string, recipient: Readonly<Record<string, string>>, escape = false): string {
  return text.replace(MERGE_FIELD, (_, name: string, fallback: string | undefined) => {
    const value = recipient[name] || (fallback ?? '').trim();
    return escape ? escapeHtml(value) : value;
  });
}

/** An HTML body as `recipient` would read it, the values HTML-escaped. */
export const renderMergeFields = (html: string, recipient: Readonly<Record<string, string>>) =>
  fillMergeFields(html, recipient, true);
