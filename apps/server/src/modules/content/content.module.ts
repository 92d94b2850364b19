import { getLegalDocument, listFaq, minutesInWords } from '@meridian/contracts/content';
import { refundPolicyTerms } from '@meridian/contracts/settings-refund-policy';
import { defineModule, type Platform } from '../../core/module';
import { definePageData } from '../../core/page-data';
import { createContentAdminService } from './content-admin.service';
import { createDocumentWriter } from './content-documents.service';
import { contentRoutes } from './content.routes';
import type { ContentPorts } from './content.ports';
import { createContentService } from './content.service';

/** FAQ entries and the legal documents with their versions, seeded on first boot. */
export function createContentModule(platform: Platform, deps: ContentPorts) {
  const seatHold = minutesInWords(platform.config.rsvp.holdMinutes);
  const content = createContentService(platform.orm, async () => ({
    seatHold,
    refundPolicy: refundPolicyTerms(await deps.refundPolicy()),
  }));
  const admin = createContentAdminService(
    platform.orm,
    createDocumentWriter(platform.publicContent, platform.audit),
    platform.publicContent,
    platform.audit,
  );
  return defineModule({
    name: 'content',
    api: Object.assign(content, { admin }),
    routes: (app) => contentRoutes(app, content, admin),
    pageData: [
      definePageData(listFaq, () => content.listFaq()),
      definePageData(getLegalDocument, ({ params }) => content.getLegal(params.slug)),
    ],
    seed: () => content.seedDefaults(),
  });
}
