import type { AuditAction } from '@meridian/contracts/audit';
import type { SiteSettings } from './settings.service';

type Key = keyof SiteSettings;
type Values = Record<string, string | number | boolean | null>;

/** Which audit action a setting's change is, and what the entry calls the settings it belongs to. */
const GROUPS: { keys: readonly Key[]; action: AuditAction; id: string; label: string }[] = [
  { keys: ['affiliateProgram'], action: 'commission.changed', id: 'affiliate-program', label: 'Affiliate program' },
  { keys: ['rsvpHoldLimits'], action: 'settings.rsvp-changed', id: 'rsvp', label: 'RSVP seat hold limits' },
  { keys: ['kpi'], action: 'settings.kpi-changed', id: 'kpi', label: 'KPI settings' },
  {
    keys: ['mfaRequiredRoleIds'],
    action: 'settings.security-changed',
    id: 'security',
    label: 'Security settings',
  },
  { keys: ['refundPolicy'], action: 'settings.refund-policy-changed', id: 'refund-policy', label: 'Refund policy' },
  { keys: ['frequencyCap'], action: 'settings.frequency-cap-changed', id: 'frequency-cap', label: 'Frequency cap' },
  {
    keys: ['newsletterSenderUserId'],
    action: 'settings.newsletter-sender-changed',
    id: 'newsletter-sender',
    label: 'Newsletter sender',
  },
];
const SITE = { action: 'settings.site-changed' as const, id: 'site', label: 'Site settings' };

/** A setting's value as summary fields: an object's own fields by name, anything else as one field. */
function fieldsOf(key: Key, value: unknown): Values {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([field, inner]) => [field, typeof inner === 'object' ? JSON.stringify(inner) : inner]),
    ) as Values;
  }
  return { [key]: typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean) };
}

export interface SettingsChange {
  action: AuditAction;
  subject: { type: 'settings'; id: string; label: string };
  before: Values;
  after: Values;
}

/**
 * The audit entries a save makes (docs/product.md, Audit log): one per group of settings it changed
 * (commission rates, RSVP limits, KPI, newsletter sender, the rest of the site's), each with only
 * the fields that changed. A save that changed nothing makes none.
 */
export function settingsChanges(before: SiteSettings, after: SiteSettings, keys: readonly Key[]): SettingsChange[] {
  const changes = new Map<string, SettingsChange>();
  for (const key of keys) {
    const old = fieldsOf(key, before[key]);
    const now = fieldsOf(key, after[key]);
    const group = GROUPS.find((g) => g.keys.includes(key)) ?? SITE;
    for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
      if (old[field] === now[field]) continue;
      const change = changes.get(group.id) ?? {
        action: group.action,
        subject: { type: 'settings', id: group.id, label: group.label },
        before: {},
        after: {},
      };
      change.before[field] = old[field] ?? null;
      change.after[field] = now[field] ?? null;
      changes.set(group.id, change);
    }
  }
  return [...changes.values()];
}
