import { getArchiveIssue, listArchive } from '@meridian/contracts/newsletter-archive';
import {
  createIssue,
  deleteIssue,
  getIssue,
  getNewsletterSender,
  listIssues,
  sendIssue,
  setNewsletterSender,
  testIssue,
  unscheduleIssue,
  updateIssue,
} from '@meridian/contracts/newsletter-issues';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { Issues } from './issues.service';
import type { NewsletterSenderService } from './newsletter-sender.service';

/** The admin's Newsletter section (issues, test, send, sender) and the public archive. */
export function issuesRoutes(app: FastifyInstance, issues: Issues, sender: NewsletterSenderService): void {
  const admin = { access: rolesOnly('Admin') };
  registerEndpoint(app, listIssues, admin, () => issues.list());
  registerEndpoint(app, createIssue, admin, ({ body }) => issues.create(body));
  registerEndpoint(app, getIssue, admin, ({ params }) => issues.get(params.id));
  registerEndpoint(app, updateIssue, admin, ({ params, body }) => issues.update(params.id, body));
  registerEndpoint(app, deleteIssue, admin, ({ params }) => issues.remove(params.id));
  registerEndpoint(app, testIssue, { ...admin, rateLimitPerMinute: 10 }, ({ params, request }) =>
    issues.test(params.id, requireUser(request)),
  );
  registerEndpoint(app, sendIssue, admin, ({ params, body }) =>
    issues.send(params.id, body.sendAt ? new Date(body.sendAt) : undefined),
  );
  registerEndpoint(app, unscheduleIssue, admin, ({ params }) => issues.unschedule(params.id));
  registerEndpoint(app, getNewsletterSender, admin, () => sender.describe());
  registerEndpoint(app, setNewsletterSender, admin, ({ body }) => sender.set(body.userId));

  registerEndpoint(app, listArchive, { access: PUBLIC }, () => issues.archive());
  registerEndpoint(app, getArchiveIssue, { access: PUBLIC }, ({ params }) => issues.archived(params.slug));
}
