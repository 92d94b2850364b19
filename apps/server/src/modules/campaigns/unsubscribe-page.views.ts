import { escapeHtml } from './campaign-html.rules';
import type { UnsubscribeView } from './tracking.service';

const STYLE = `
body{margin:0;background:#f4f5f7;color:#1a1b1e;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:480px;margin:10vh auto;padding:32px 24px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.brand{margin:0 0 24px;font-weight:700;color:#0b2a66}
h1{margin:0 0 12px;font-size:24px;line-height:1.3}
p{margin:0 0 16px}
button{font:inherit;font-weight:600;color:#fff;background:#1a44a8;border:0;border-radius:8px;padding:12px 20px;min-height:44px;cursor:pointer}
button:hover{background:#143886}
button:focus-visible{outline:3px solid #1a1b1e;outline-offset:2px}
`;

function page(siteName: string, title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title><style>${STYLE}</style></head>`,
    `<body><main><p class="brand">${escapeHtml(siteName)}</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('');
}

/** One button that POSTs the RFC 8058 form to the same address. */
function confirmForm(action: string): string {
  return [
    `<form method="post" action="${escapeHtml(action)}">`,
    '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
    '<button type="submit">Unsubscribe</button></form>',
  ].join('');
}

/**
 * The unsubscribe page (GET /t/u/:token and the answer to its POST): server-rendered, no script,
 * one button that POSTs the RFC 8058 form to the same address.
 */
export function unsubscribePage(view: UnsubscribeView, siteName: string, action: string): string {
  switch (view.kind) {
    case 'invalid':
      return page(
        siteName,
        'This unsubscribe link is not valid',
        '<p>The link may be incomplete. Open it again from the email, or reply to the sender and ask to be removed.</p>',
      );
    case 'test':
      return page(
        siteName,
        'This was a test email',
        '<p>Unsubscribe links in test emails do nothing. Each recipient of the real campaign gets a link that works for them.</p>',
      );
    case 'done':
      return page(
        siteName,
        'You are unsubscribed',
        view.list === 'newsletter'
          ? `<p><strong>${escapeHtml(view.email)}</strong> will not receive the ${escapeHtml(siteName)} newsletter again.</p>`
          : `<p><strong>${escapeHtml(view.email)}</strong> will not receive marketing emails from us again.</p>`,
      );
    case 'ready':
      if (view.list === 'newsletter') {
        return page(
          siteName,
          'Unsubscribe from the newsletter?',
          [
            `<p>Stop the ${escapeHtml(siteName)} newsletter to <strong>${escapeHtml(view.email)}</strong>.</p>`,
            confirmForm(action),
          ].join(''),
        );
      }
      return page(
        siteName,
        'Unsubscribe from these emails?',
        [
          `<p>Stop marketing emails to <strong>${escapeHtml(view.email)}</strong>`,
          view.senderName ? ` from ${escapeHtml(view.senderName)} and everyone else at ${escapeHtml(siteName)}.` : '.',
          '</p>',
          confirmForm(action),
        ].join(''),
      );
  }
}
