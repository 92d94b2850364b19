import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREERS_LIMITS, CAREERS_MESSAGES, type OpeningForm } from '@meridian/contracts/careers';
import { FORM_GUARD } from '@meridian/contracts/form-guard';
import { filledFormToken } from '../../../test/form-guard-harness';
import { SAMPLES } from '../../../test/file-samples';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { createRsvpTestApp, type RsvpTestApp } from '../../../test/rsvp-harness';
import { api, senderOf } from '../../../test/contacts-harness';
import { publicContentVersion } from '../../core/public-content/public-content.tables';
import { STALE_UPLOAD_HOURS } from './applications.service';
import { jobApplications } from './careers.tables';

/** Openings, applications with a résumé in real (local disk) storage, the confirmation mail and résumé links. */
let t: RsvpTestApp;
let smtp: SmtpHarness;
let dataDir: string;
let ip = 0;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'careers-'));
  smtp = await startSmtpServer();
  t = await createRsvpTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Meridian <jobs@academy.test>', DATA_DIR: dataDir },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PDF = 'application/pdf';
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const from = () => `10.2.0.${(ip += 1)}`;
async function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  await t.renewAdmin();
  return t.app.inject({ method, url, headers: t.admin, ...(payload ? { payload } : {}) });
}
const opening = (overrides: Partial<OpeningForm> = {}): OpeningForm => ({
  title: 'Trading Instructor',
  department: 'Education',
  location: 'Remote (US time zones)',
  type: 'full-time',
  description: 'Teach live webinars on risk and position sizing.\n\nFive years of trading experience.',
  status: 'open',
  ...overrides,
});
async function createOpening(overrides: Partial<OpeningForm> = {}): Promise<number> {
  const answer = await admin('POST', '/api/v1/admin/careers/openings', opening(overrides));
  expect(answer.statusCode).toBe(201);
  return answer.json().data.id as number;
}
interface UploadLink {
  url: string;
  headers: Record<string, string>;
  key: string;
}
const putTo = (link: UploadLink, bytes: Buffer) =>
  t.app.inject({ method: 'PUT', url: pathOf(link.url), headers: link.headers, payload: bytes });
/** What the browser does: ask for the presigned PUT, then PUT the bytes with its headers. */
async function uploadLink(openingId: number, bytes: Buffer, contentType = PDF): Promise<UploadLink> {
  const presign = await t.app.inject({
    method: 'POST',
    url: '/api/v1/careers/resume-upload',
    payload: { openingId, contentType, sizeBytes: bytes.length },
    remoteAddress: from(),
  });
  expect(presign.statusCode).toBe(200);
  const link = presign.json().data as UploadLink;
  expect((await putTo(link, bytes)).statusCode).toBeLessThan(300);
  return link;
}
const upload = async (openingId: number, bytes: Buffer, contentType = PDF) =>
  (await uploadLink(openingId, bytes, contentType)).key;
const apply = async (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/careers/apply',
    remoteAddress: from(),
    payload: {
      name: 'Ada Lovelace',
      email: 'Ada@Applicant.test',
      phone: '+44 20 7946 0018',
      links: ['https://ada.example.com/work'],
      coverNote: 'I have taught analytical engines for years.',
      resumeName: 'Ada CV.pdf',
      website: '',
      formToken: 'formToken' in body ? undefined : await filledFormToken(t),
      ...body,
    },
  });
const applicationsFor = async (openingId: number) =>
  (await admin('GET', `/api/v1/admin/careers/applications?openingId=${openingId}`)).json().data as {
    id: number;
    name: string;
    status: string;
    resumeName: string;
  }[];

describe('careers', () => {
  it('lists open openings publicly, hides closed ones, and moves the public content version', async () => {
    const version = async () => (await t.database.db.orm.select().from(publicContentVersion))[0]?.version ?? 0;
    const before = await version();
    const open = await createOpening({ title: 'Support Specialist', type: 'part-time' });
    const closed = await createOpening({ title: 'Former Role', status: 'closed' });
    expect(await version()).toBe(before + 2);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/careers/openings' })).json().data as {
      id: number;
      title: string;
    }[];
    expect(listed.map((o) => o.id)).toContain(open);
    expect(listed.map((o) => o.id)).not.toContain(closed);

    const edited = await admin('PUT', `/api/v1/admin/careers/openings/${open}`, opening({ status: 'closed' }));
    expect(edited.json().data).toMatchObject({ status: 'closed', applicationCount: 0 });
    expect(await version()).toBe(before + 3);
    const bad = await admin('POST', '/api/v1/admin/careers/openings', opening({ title: ' ', description: '' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { path: 'title', message: CAREERS_MESSAGES.title },
      { path: 'description', message: CAREERS_MESSAGES.description },
    ]);
  });

  it('accepts a PDF résumé, mails the applicant, and gives admins a résumé link that expires', async () => {
    const openingId = await createOpening();
    const key = await upload(openingId, SAMPLES.pdf());
    const answer = await apply({ openingId, resumeKey: key });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toEqual({ message: CAREERS_MESSAGES.applied });

    await t.services.mailer.idle();
    const mail = (await smtp.waitFor(1)).find((m) => JSON.stringify(m.to).includes('ada@applicant.test'));
    expect(mail?.subject).toBe('We received your application: Trading Instructor');
    expect(mail?.text).toContain('Ada CV.pdf');

    const [application] = await applicationsFor(openingId);
    expect(application).toMatchObject({ name: 'Ada Lovelace', status: 'new', resumeName: 'Ada CV.pdf' });
    const reviewed = await admin('PUT', `/api/v1/admin/careers/applications/${application?.id}`, {
      status: 'interview',
      notes: 'Strong teaching background. Call on Tuesday.',
    });
    expect(reviewed.json().data).toMatchObject({
      status: 'interview',
      notes: 'Strong teaching background. Call on Tuesday.',
    });

    const link = (await admin('POST', `/api/v1/admin/careers/applications/${application?.id}/resume-link`)).json()
      .data as { url: string; expiresAt: string };
    const download = await t.app.inject({ method: 'GET', url: pathOf(link.url) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLES.pdf())).toBe(true);
    expect(download.headers['content-disposition']).toContain('Ada CV.pdf');
    // Without the signature the file is not there for anyone; after its few minutes the link stops working.
    expect((await t.app.inject({ method: 'GET', url: pathOf(link.url).split('?')[0] ?? '' })).statusCode).toBe(403);
    t.clock.advance((CAREERS_LIMITS.downloadSeconds + 1) * 1000);
    expect((await t.app.inject({ method: 'GET', url: pathOf(link.url) })).statusCode).toBe(403);
    // A key is used once.
    expect((await apply({ openingId, resumeKey: key })).json().errors).toEqual([
      { path: 'resumeKey', message: CAREERS_MESSAGES.resumeGone },
    ]);
  });

  it('refuses an EXE renamed .pdf and deletes it from storage', async () => {
    const openingId = await createOpening();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
    const key = await upload(openingId, exe);
    const answer = await apply({ openingId, resumeKey: key, resumeName: 'resume.pdf' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual([{ path: 'resumeKey', message: CAREERS_MESSAGES.resumeContent }]);
    expect(await t.services.storage.head(key)).toBeNull();
    expect(await applicationsFor(openingId)).toEqual([]);
  });

  it('refuses an 11 MB résumé, whether declared up front or found in storage', async () => {
    const openingId = await createOpening();
    const eleven = 11 * 1024 * 1024;
    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/v1/careers/resume-upload',
      payload: { openingId, contentType: PDF, sizeBytes: eleven },
      remoteAddress: from(),
    });
    expect(declared.statusCode).toBe(422);
    expect(declared.json().errors).toEqual([{ path: 'sizeBytes', message: CAREERS_MESSAGES.resumeTooLarge }]);
    // An object that grew past the limit behind the presigned PUT's back is refused when applying.
    const key = await upload(openingId, SAMPLES.pdf());
    await t.services.storage.put(key, Buffer.concat([SAMPLES.pdf(), Buffer.alloc(eleven)]), { contentType: PDF });
    const answer = await apply({ openingId, resumeKey: key });
    expect(answer.json().errors).toEqual([{ path: 'resumeKey', message: CAREERS_MESSAGES.resumeTooLarge }]);
    expect(await t.services.storage.head(key)).toBeNull();
  });

  it('drops a honeypot-filled application silently, asks a too-quick one again, and refuses closed openings', async () => {
    const openingId = await createOpening();
    const key = await upload(openingId, SAMPLES.pdf());
    const rows = async () => (await t.database.db.orm.select().from(jobApplications)).length;
    const before = await rows();
    const bot = await apply({ openingId, resumeKey: key, website: 'http://spam.test' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json().data).toEqual({ message: CAREERS_MESSAGES.applied });
    const issued = (await t.app.inject({ method: 'GET', url: '/api/v1/form-guard' })).json().data.token as string;
    const quick = await apply({ openingId, resumeKey: key, formToken: issued });
    expect(quick.json().message).toBe(FORM_GUARD.tooFast);
    const claimed = await apply({ openingId, resumeKey: key, formToken: undefined, elapsedMs: 30_000 });
    expect(claimed.json().message).toBe(FORM_GUARD.unchecked);
    expect(await rows()).toBe(before);

    await admin('PUT', `/api/v1/admin/careers/openings/${openingId}`, opening({ status: 'closed' }));
    const closed = await apply({ openingId, resumeKey: key });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(CAREERS_MESSAGES.openingClosed);
  });

  it('deletes résumé uploads no application used once they are a day old', async () => {
    const openingId = await createOpening();
    const key = await upload(openingId, SAMPLES.pdf());
    const prune = () => t.services.careers.applications.pruneStaleUploads(t.database.db.orm);
    expect(await t.services.storage.head(key)).not.toBeNull();
    t.clock.advance(STALE_UPLOAD_HOURS * 3_600_000 + 60_000);
    expect(await prune()).toBeGreaterThanOrEqual(1);
    expect(await t.services.storage.head(key)).toBeNull();
    expect((await apply({ openingId, resumeKey: key })).json().errors).toEqual([
      { path: 'resumeKey', message: CAREERS_MESSAGES.resumeGone },
    ]);
  });

  it('keeps applications and résumés for admins', async () => {
    const sales = await senderOf(t, 'sam-careers@academy.test', 'Sales');
    expect((await api(t, sales, 'GET', '/api/v1/admin/careers/applications')).status).toBe(403);
    expect((await api(t, sales, 'POST', '/api/v1/admin/careers/applications/1/resume-link')).status).toBe(403);
    expect((await admin('POST', '/api/v1/admin/careers/applications/999999/resume-link')).statusCode).toBe(404);
  });
});
