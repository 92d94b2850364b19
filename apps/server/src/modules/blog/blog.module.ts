import { blogListQuerySchema, getBlogPost, listBlogPosts } from '@meridian/contracts/blog';
import { defineModule, type Platform } from '../../core/module';
import { definePageData } from '../../core/page-data';
import { blogFeedRoutes } from './blog-feeds.routes';
import type { BlogPorts } from './blog.ports';
import { blogPublishDueJob } from './blog.jobs';
import { blogRoutes } from './blog.routes';
import { createBlogService } from './blog.service';

/** The public blog, its RSS feed and the sitemap, and the admin's Blog section (docs/product.md, Blog). */
export function createBlogModule(platform: Platform, deps: BlogPorts) {
  const blog = createBlogService(platform);
  return defineModule({
    name: 'blog',
    api: blog,
    routes: (app) => {
      blogRoutes(app, blog);
      blogFeedRoutes(app, blog, deps.site, platform.config.publicUrl);
    },
    jobs: () => [blogPublishDueJob(blog)],
    pageData: [
      definePageData(listBlogPosts, ({ query }) => blog.published(blogListQuerySchema.parse(query))),
      definePageData(getBlogPost, ({ params }) => blog.bySlug(params.slug)),
    ],
  });
}
