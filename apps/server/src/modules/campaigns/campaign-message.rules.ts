import type { MailMessage } from '../../adapters/mail/mail-transport';
import {
  escapeHtml,
  htmlToText,
  mergeFields,
  mergeLinkFields,
  rewriteLinks,
  type MergeData,
} from './campaign-html.rules';
import type { TrackingTokens } from './tracking-tokens.service';

/** What every message of one campaign shares, prepared once per campaign, not per recipient. */
export interface CampaignTemplate {
  campaignId: number;
  subject: string;
  from: string;
  /** HTML and text with merge fields and the `\uE000<kind><link>\uE000` tracking placeholders. */
  html: string;
  text: string;
  links: readonly string[];
  /** 'campaign' or 'newsletter' (campaign-channels.service.ts). */
  kind: string;
}

export interface TemplateSource {
  campaignId: number;
  subject: string;
  preheader: string;
  html: string;
  links: readonly string[];
  from: string;
  kind?: string;
  /** The footer's sentence saying why the recipient gets the email (CampaignChannel.reason). */
  reason: string;
  /** Newsletter issues: a "Manage preferences" link beside Unsubscribe. */
  preferences?: boolean;
  postalAddress: string;
}

const placeholder = (name: string) => `\uE000${name}\uE000`;
const PLACEHOLDER = /\uE000([pcum])(\d*)\uE000/g;
const PIXEL_STYLE = 'display:block;border:0;width:1px;height:1px';

const BODY_STYLE =
  'max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e';
const FOOTER_STYLE =
  'max-width:600px;margin:0 auto;padding:16px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#5c5f66';
const PREHEADER_STYLE = 'display:none;max-height:0;overflow:hidden;opacity:0;color:transparent';

/** The campaign's document: preheader, body, footer (sender, unsubscribe link, postal address), open pixel. */
export function prepareTemplate(source: TemplateSource): CampaignTemplate {
  const body = rewriteLinks(source.html, source.links, (index) => placeholder(`c${index}`));
  const address = escapeHtml(source.postalAddress).replace(/\n/g, '<br>');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(source.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7">',
    source.preheader ? `<span style="${PREHEADER_STYLE}">${escapeHtml(source.preheader)}</span>` : '',
    `<div style="${BODY_STYLE}">${body}</div>`,
    `<div style="${FOOTER_STYLE}">`,
    `<p style="margin:0 0 8px">${escapeHtml(source.reason)} `,
    `<a href="${placeholder('u')}" style="color:#5c5f66">Unsubscribe</a>`,
    source.preferences ? ` · <a href="${placeholder('m')}" style="color:#5c5f66">Manage preferences</a>` : '',
    '</p>',
    `<p style="margin:0">${address}</p></div>`,
    placeholder('p'),
    '</body></html>',
  ].join('');
  const text = [
    htmlToText(body),
    '',
    '--',
    source.reason,
    `Unsubscribe: ${placeholder('u')}`,
    ...(source.preferences ? [`Manage preferences: ${placeholder('m')}`] : []),
    source.postalAddress,
  ].join('\n');
  return {
    campaignId: source.campaignId,
    subject: source.subject,
    from: source.from,
    html,
    text,
    links: source.links,
    kind: source.kind ?? 'campaign',
  };
}

/** The header naming the campaign and message row on every outgoing message: `X-Meridian-Ref: 12.345`. */
export const MESSAGE_REF_HEADER = 'X-Meridian-Ref';

export interface RenderTarget extends MergeData {
  /** The campaign_messages id (0 for a test send). */
  messageId: number;
  /** The stable Message-ID header. */
  messageIdHeader: string;
  to: string;
  /** The recipient's preferences page (newsletter issues). */
  preferencesUrl?: string;
}

/**
 * One recipient's message: merge fields filled, links and pixel signed for this message, RFC 8058
 * headers. A test send (`track` false) keeps the links as written and has no pixel.
 */
export function renderMessage(
  template: CampaignTemplate,
  target: RenderTarget,
  tracking: { tokens: TrackingTokens; baseUrl: string; track?: boolean },
): MailMessage {
  const track = tracking.track ?? true;
  const urlFor = (kind: 'o' | 'c' | 'u', link?: number) => {
    const token = tracking.tokens.sign({ kind, messageId: target.messageId, ...(link === undefined ? {} : { link }) });
    return `${tracking.baseUrl}/t/${kind}/${token}`;
  };
  const resolve = (kind: string, link: string, mode: 'html' | 'text') => {
    if (kind === 'u') return urlFor('u');
    if (kind === 'm') return target.preferencesUrl ?? '';
    // A tracked link's redirect fills its merge fields (tracking.service.ts); an untracked one is filled here.
    if (kind === 'c')
      return track ? urlFor('c', Number(link)) : mergeLinkFields(template.links[Number(link)] ?? '', target);
    if (!track || mode === 'text') return '';
    return `<img src="${urlFor('o')}" width="1" height="1" alt="" style="${PIXEL_STYLE}">`;
  };
  const fill = (text: string, mode: 'html' | 'text') =>
    mergeFields(
      text.replace(PLACEHOLDER, (_whole, kind: string, link: string) => {
        const value = resolve(kind, link, mode);
        return mode === 'html' && kind !== 'p' ? escapeHtml(value) : value;
      }),
      target,
      mode,
    );
  const unsubscribe = urlFor('u');
  return {
    from: template.from,
    to: target.to,
    subject: mergeFields(template.subject, target, 'text'),
    html: fill(template.html, 'html'),
    text: fill(template.text, 'text'),
    attachments: [],
    headers: {
      'Message-ID': target.messageIdHeader,
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // The tag a bounce or complaint quotes back, when a provider rewrote the Message-ID (mailbox-feedback).
      ...(target.messageId > 0 ? { [MESSAGE_REF_HEADER]: `${template.campaignId}.${target.messageId}` } : {}),
    },
  };
}

/** `<campaign-<campaign id>-<message id>@<sender's domain>>`: the same on every attempt. */
export function messageIdHeader(campaignId: number, messageId: number, senderAddress: string): string {
  const domain = /@([^\s>]+)$/.exec(senderAddress)?.[1] ?? 'localhost';
  return `<campaign-${campaignId}-${messageId}@${domain}>`;
}
