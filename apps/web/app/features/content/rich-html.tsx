import { Typography } from '@mantine/core';
import classes from './rich-html.module.css';

/**
 * Rich text the server rendered through its allow-list (docs/product.md, FAQ and Legal): FAQ answers,
 * legal texts and their versions. The HTML never comes from the browser; only the server's renderer
 * writes it.
 */
export function RichHtml({ html }: { html: string }) {
  return (
    <Typography>
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
