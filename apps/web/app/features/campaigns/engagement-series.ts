/** The lines of the chart over time, in the order the legend and the table list them. */
export const ENGAGEMENT_SERIES = [
  { name: 'sent', label: 'Sent', color: 'blue.7' },
  { name: 'uniqueOpens', label: 'Unique opens', color: 'teal.7' },
  { name: 'uniqueClicks', label: 'Unique clicks', color: 'violet.7' },
  { name: 'unsubscribes', label: 'Unsubscribes', color: 'orange.8' },
  { name: 'bounces', label: 'Bounces', color: 'red.8' },
] as const;

export type EngagementDay = { day: string } & Record<(typeof ENGAGEMENT_SERIES)[number]['name'], number>;
