import classes from './blog-article-body.module.css';

/**
 * A post's body as the server rendered it: allow-listed HTML (apps/server/src/lib/rich-text-html.ts),
 * so it is inserted as is; nothing in it can run script.
 */
export function BlogArticleBody({ html }: { html: string }) {
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
