/** One part of a system email; the same parts render the plain text (the truth) and the HTML alternative. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** Label and value pairs ("When", "Amount"); a value may hold several lines. */
  | { type: 'details'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'link'; label: string; url: string }
  /** A value the reader copies (a confirmation code), shown large in HTML. */
  | { type: 'code'; value: string };

export interface MailLayout {
  siteName: string;
  /** Shown in the footer; omitted when unknown. */
  publicUrl?: string;
  greeting: string;
  blocks: readonly MailBlock[];
  signOff?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function escapeLines(value: string): string {
  return value.split(/\r?\n/).map(escapeHtml).join('<br>');
}

/** Only web links become anchors; anything else is shown as text. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'details': {
      const width = Math.max(...block.rows.map(([label]) => label.length)) + 2;
      return block.rows
        .map(([label, value]) => {
          const [first = '', ...rest] = value.split(/\r?\n/);
          return [`${`${label}:`.padEnd(width)}${first}`, ...rest.map((line) => `${' '.repeat(width)}${line}`)].join(
            '\n',
          );
        })
        .join('\n');
    }
    case 'link':
      return `${block.label}:\n${block.url}`;
    case 'code':
      return `    ${block.value}`;
  }
}

const TEXT_STYLE = 'margin:0 0 16px;font-size:16px;line-height:1.5';

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${TEXT_STYLE}">${escapeLines(block.text)}</p>`;
    case 'details': {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:600">` +
          `${escapeHtml(label)}</th><td style="padding:4px 0">${escapeLines(value)}</td></tr>`,
      );
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:16px;line-height:1.5">${rows.join('')}</table>`;
    }
    case 'link':
      return isWebUrl(block.url)
        ? `<p style="${TEXT_STYLE}"><a href="${escapeHtml(block.url)}" style="color:#0b57d0">${escapeHtml(block.label)}</a></p>`
        : `<p style="${TEXT_STYLE}">${escapeHtml(block.label)}: ${escapeHtml(block.url)}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:4px;font-family:monospace">${escapeHtml(block.value)}</p>`;
  }
}

/** Renders a system email as plain text and as a simple, accessible HTML page with every value escaped. */
export function renderMail(layout: MailLayout): { text: string; html: string } {
  const signOff = layout.signOff ?? `The ${layout.siteName} team`;
  const footerText = [layout.siteName, layout.publicUrl].filter(Boolean).join('\n');
  const text = [layout.greeting, ...layout.blocks.map(blockText), signOff, `-- \n${footerText}`].join('\n\n') + '\n';

  const footerLink =
    layout.publicUrl && isWebUrl(layout.publicUrl)
      ? ` · <a href="${escapeHtml(layout.publicUrl)}" style="color:#555">${escapeHtml(layout.publicUrl)}</a>`
      : '';
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(layout.siteName)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:600px;margin:0 auto">',
    `<p style="${TEXT_STYLE}">${escapeHtml(layout.greeting)}</p>`,
    ...layout.blocks.map(blockHtml),
    `<p style="${TEXT_STYLE}">${escapeHtml(signOff)}</p>`,
    '<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">',
    `<p style="margin:0;font-size:13px;color:#555">${escapeHtml(layout.siteName)}${footerLink}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { text, html };
}
