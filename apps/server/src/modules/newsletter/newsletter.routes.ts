import {
  confirmNewsletter,
  eraseSubscriber,
  getNewsletterPreferences,
  importSubscribers,
  listSubscribers,
  subscribeNewsletter,
  subscriberListQuerySchema,
  SUBSCRIBERS_CSV_PATH,
  updateNewsletterPreferences,
} from '@meridian/contracts/newsletter';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { SubscribersAdmin } from './subscribers-admin.service';
import type { Subscriptions } from './subscriptions.service';

/** Public subscribe / confirm / preferences (rate limited), and the admin's Email Subscribers. */
export function newsletterRoutes(
  app: FastifyInstance,
  { subscriptions, admin }: { subscriptions: Subscriptions; admin: SubscribersAdmin },
): void {
  registerEndpoint(
    app,
    subscribeNewsletter,
    { access: PUBLIC, rateLimitPerMinute: 10, status: 202 },
    ({ body, request }) => subscriptions.subscribe({ body, ip: request.ip ?? null }),
  );
  registerEndpoint(app, confirmNewsletter, { access: PUBLIC, rateLimitPerMinute: 30 }, ({ params }) =>
    subscriptions.confirm(params.token),
  );
  registerEndpoint(app, getNewsletterPreferences, { access: PUBLIC, rateLimitPerMinute: 30 }, ({ params }) =>
    subscriptions.preferences(params.token),
  );
  registerEndpoint(app, updateNewsletterPreferences, { access: PUBLIC, rateLimitPerMinute: 30 }, ({ params, body }) =>
    subscriptions.setSubscribed(params.token, body.subscribed),
  );

  const adminOnly = rolesOnly('Admin');
  registerEndpoint(app, listSubscribers, { access: adminOnly }, ({ query }) => admin.list(query));
  registerCsvExport(
    app,
    { path: SUBSCRIBERS_CSV_PATH, access: adminOnly, query: subscriberListQuerySchema, fileName: 'email-subscribers' },
    (query) => admin.csv(query),
  );
  registerEndpoint(app, importSubscribers, { access: adminOnly }, ({ body }) => admin.import(body));
  registerEndpoint(app, eraseSubscriber, { access: adminOnly }, ({ params }) => admin.erase(params.id));
}
