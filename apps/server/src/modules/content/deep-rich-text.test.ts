import { CONTENT_MESSAGES } from '@meridian/contracts/content-admin';
import { richTextTooDeep } from '@meridian/contracts/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createBlogTestApp, type BlogTestApp } from '../../../test/blog-harness';
import { deepRichTextJson } from '../../../test/fuzz-values';
import { JSON_BODY_MESSAGES } from '../../plugins/json-body';

/**
 * Rich text nested past any sensible depth (docs/product.md, Input and messages): every route that
 * saves or previews rich text refuses it with a 422 and a message, before a validator recurses into
 * it — never a 500 from an overflowing stack.
 */
let b: BlogTestApp;
let postId = 0;
let faqId = 0;

beforeAll(async () => {
  b = await createBlogTestApp('local');
  const post = await api(b.t, b.admin, 'POST', '/api/v1/blog/admin/posts', {
    title: 'Deep nesting',
    authorName: 'Dana Reyes',
    body: { type: 'doc', content: [] },
  });
  expect(post.status).toBe(201);
  postId = (post.data as { id: number }).id;
  const faq = await api(b.t, b.admin, 'POST', '/api/v1/admin/faq', {
    category: 'Payments',
    question: 'Is it deep?',
    answer: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'No.' }] }] },
  });
  expect(faq.status).toBe(201);
  faqId = (faq.data as { id: number }).id;
});
afterAll(() => b.close());

const post = (doc: string) => `{"title":"Deep","authorName":"Dana","body":${doc}}`;
const faq = (doc: string) => `{"category":"Payments","question":"Deep?","answer":${doc}}`;

const legal = (doc: string) => `{"title":"Terms","summary":"The terms.","body":${doc}}`;
const POST_TOO_DEEP = richTextTooDeep('The post');

/**
 * Each rich-text field a request body carries: method, route, the body around the document, the
 * field, and the field's own message for a document past the rich-text limit.
 */
const ROUTES: [string, () => string, (doc: string) => string, string, string][] = [
  ['POST', () => '/api/v1/blog/admin/posts', post, 'body', POST_TOO_DEEP],
  ['PUT', () => `/api/v1/blog/admin/posts/${postId}`, post, 'body', POST_TOO_DEEP],
  ['POST', () => '/api/v1/blog/admin/preview', (doc) => `{"body":${doc}}`, 'body', POST_TOO_DEEP],
  ['POST', () => '/api/v1/admin/faq', faq, 'answer', CONTENT_MESSAGES.answerTooDeep],
  ['PUT', () => `/api/v1/admin/faq/${faqId}`, faq, 'answer', CONTENT_MESSAGES.answerTooDeep],
  ['PUT', () => '/api/v1/admin/legal/terms', legal, 'body', CONTENT_MESSAGES.bodyTooDeep],
];

describe('deeply nested rich text', () => {
  // 20 quotes: past the rich-text limit, within what a request body may nest (the field's message);
  // 1,000 and more: past that, refused as the body is read (the request's message, naming the field).
  for (const depth of [20, 1_000, 1_500, 5_000]) {
    it(`refuses ${depth} levels with a 422 and a message on every save and preview`, async () => {
      for (const [method, url, body, field, fieldMessage] of ROUTES) {
        const path = url();
        const res = await b.t.app.inject({
          method: method as 'POST',
          url: path,
          headers: { ...b.admin.auth, 'content-type': 'application/json' },
          payload: body(deepRichTextJson(depth)),
        });
        expect(res.statusCode, `${method} ${path}: ${res.body.slice(0, 300)}`).toBe(422);
        const answer = res.json() as { message: string; errors: { path: string; message: string }[] };
        expect(answer.message, `${method} ${path}`).toBe(
          depth === 20 ? fieldMessage : JSON_BODY_MESSAGES.tooDeep(field),
        );
        expect(answer.errors, `${method} ${path}`).toEqual([{ path: field, message: answer.message }]);
      }
    });
  }
});
