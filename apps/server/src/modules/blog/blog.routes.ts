import {
  createBlogPost,
  deleteBlogPost,
  generatePresignedUrl,
  getBlogPost,
  getBlogPostAdmin,
  listBlogPosts,
  listBlogPostsAdmin,
  previewBlogPost,
  publishBlogPost,
  unpublishBlogPost,
  updateBlogPost,
} from '@meridian/contracts/blog';
import type { RichTextNode } from '@meridian/contracts/rich-text';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import type { BlogService } from './blog.service';

const ADMIN = rolesOnly('Admin');
/** A post's document may be up to 200,000 characters of JSON. */
const POST_BODY_LIMIT = 512 * 1024;

export function blogRoutes(app: FastifyInstance, blog: BlogService): void {
  registerEndpoint(app, listBlogPostsAdmin, { access: ADMIN }, () => blog.list());
  registerEndpoint(app, getBlogPostAdmin, { access: ADMIN }, ({ params }) => blog.get(params.id));
  registerEndpoint(
    app,
    createBlogPost,
    { access: ADMIN, status: 201, bodyLimit: POST_BODY_LIMIT },
    ({ body, request }) => blog.create(actorOf(request), body),
  );
  registerEndpoint(app, updateBlogPost, { access: ADMIN, bodyLimit: POST_BODY_LIMIT }, ({ params, body }) =>
    blog.update(params.id, body),
  );
  registerEndpoint(app, publishBlogPost, { access: ADMIN }, ({ params, body }) =>
    blog.publish(params.id, body.at ? new Date(body.at) : null),
  );
  registerEndpoint(app, unpublishBlogPost, { access: ADMIN }, ({ params }) => blog.unpublish(params.id));
  registerEndpoint(app, deleteBlogPost, { access: ADMIN }, ({ params }) => blog.remove(params.id));
  registerEndpoint(app, previewBlogPost, { access: ADMIN, bodyLimit: POST_BODY_LIMIT }, async ({ body }) =>
    blog.preview(body.body as RichTextNode),
  );
  registerEndpoint(app, generatePresignedUrl, { access: ADMIN, rateLimitPerMinute: 30 }, ({ body }) =>
    blog.presignCover(body.contentType, body.sizeBytes),
  );

  registerEndpoint(app, listBlogPosts, { access: PUBLIC }, ({ query }) => blog.published(query));
  registerEndpoint(app, getBlogPost, { access: PUBLIC }, ({ params }) => blog.bySlug(params.slug));
}
