import classes from './skip-link.module.css';

/** "Skip to content": the first thing a keyboard reaches, to the page's main region (#main). */
export function SkipLink() {
  return (
    <a href="#main" className={classes.skip}>
      Skip to content
    </a>
  );
}
