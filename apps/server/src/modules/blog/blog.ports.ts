/** What the blog module needs from others, filled in modules.ts. */
export interface BlogPorts {
  /** Site settings: the feed's title and description. */
  site: () => Promise<{ siteName: string; tagline: string }>;
}
